// lib/chat.ts: the chat's messages; their `data-elicitation` parts carry relayed forms.
import type { UIMessage } from 'ai';
import type { ElicitationDataParts } from 'elicit-kit';

export type ChatMessage = UIMessage<unknown, ElicitationDataParts>;
