/** The relay's browser side (SPEC §12): a queue for `<ElicitationDialog>`, and forms inline in AI SDK chats. */
export { createRelayClient } from './client.ts';
export { createElicitationRelay, type ElicitationRelay } from './queue.ts';
export { useElicitationRelay } from './useElicitationRelay.ts';
export { RelayElicitation, type RelayElicitationProps } from './RelayElicitation.tsx';
export { RelayNotice, type RelayNoticeProps } from './RelayNotice.tsx';
export type { RelayClient, RelayClientOptions, RelayClientSnapshot, RelayEntry, RelayEntryStatus } from './types.ts';
