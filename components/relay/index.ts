/** The relay's browser side (docs/relay.md): a queue for `<ElicitationDialog>`, and forms inline in AI SDK chats. */
export { createRelayClient } from './client.ts';
export { createElicitationRelay, type ElicitationRelay } from './queue.ts';
export { useElicitationRelay } from './useElicitationRelay.ts';
export { RelayElicitation, type RelayElicitationProps } from './RelayElicitation.tsx';
export { PendingElicitations, type PendingElicitationsProps } from './PendingElicitations.tsx';
export { RelayNotice, type RelayNoticeProps } from './RelayNotice.tsx';
export type { RelayClient, RelayClientOptions, RelayClientSnapshot, RelayEntry, RelayEntryStatus, SendFailure } from './types.ts';
// What a chat page needs to type the relay's data part (`UIMessage<unknown, ElicitationDataParts>` in the AI SDK).
export type { ElicitationDataPart, ElicitationDataParts } from '../../src/relay/aiSdk.ts';
export type { RelayedElicitation, RelayedRequest, RelayState } from '../../src/relay/types.ts';
