/** elicit-kit — React components that render MCP form elicitations with OpenAI's extensions. */
export * from '../src/index.ts';
export type { FieldProps, FieldIds, FieldRegistry, HostCallbacks, UserFileItem } from './fields/types.ts';
export { defaultMessages } from './messages.ts';
export type { Messages } from './messages.ts';
