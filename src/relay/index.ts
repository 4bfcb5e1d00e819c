/**
 * elicit-kit/relay — the relay between an MCP client on the server and the person in the browser (docs/behaviour.md §12).
 * React-free, Web-standard `Request`/`Response`; runs in Node and edge runtimes. Redis: `elicit-kit/relay/redis`.
 */
export { createRelay, DEFAULT_MAX_BODY_BYTES } from './relay.ts';
export { createMemoryStore, sharedMemoryStore } from './memory.ts';
export { elicitationFromAiSdk, elicitationDataPart, type AiSdkElicitationRequest, type AiSdkMcpClient, type ElicitationDataPart, type ElicitationDataParts, type ElicitationFromAiSdkOptions } from './aiSdk.ts';
export { newRelayId, isRelayId } from './ids.ts';
export { checkAnswer, toRelayedRequest, type AnswerCheck } from './wire.ts';
export type * from './types.ts';
export type * from './store.ts';
export { relayStoreContract, type StoreContractCheck, type StoreContractConnect, type StoreContractWorld } from './storeContract.ts';
