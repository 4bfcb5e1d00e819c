/** elicit-kit — React components that render MCP form elicitations with OpenAI's extensions. */
// The lib build extracts this into dist/lib/styles.css (`elicit-kit/styles.css`); the JS does not load it: opt-in.
import './styles.css';
export * from '../src/index.ts';
export type { FieldProps, FieldIds, FieldRegistry, HostCallbacks, UserFileItem } from './fields/types.ts';
export { defaultMessages, mergeMessages } from './messages.ts';
export type { Messages, MessageOverrides } from './messages.ts';
export { ElicitationForm, type ElicitationFormProps, type ServerIdentity } from './ElicitationForm/index.ts';
export {
  useElicitationForm,
  type UseElicitationFormOptions,
  type ElicitationFormState,
  type FieldBinding,
  type FieldStateProps,
  type FormStatus,
} from './useElicitationForm.ts';
export { defaultRegistry } from './fields/registry.ts';
export { FieldFrame, FieldLabelText, type FieldFrameProps } from './fields/shared/FieldFrame.tsx';
export { fieldIds, escapeIdPart } from './form/ids.ts';
export { TextField } from './fields/Text/index.ts';
export { NumberField } from './fields/Number/index.ts';
export { BooleanField } from './fields/Boolean/index.ts';
export { SingleChoiceField } from './fields/SingleChoice/index.ts';
export { MultiChoiceField } from './fields/MultiChoice/index.ts';
export { ThumbnailCard, type ThumbnailCardProps } from './fields/shared/ThumbnailCard.tsx';
export { ThumbnailGrid, type ThumbnailGridProps, type ThumbnailGridItem } from './fields/shared/ThumbnailGrid.tsx';
export { ElicitationDialog, createElicitationQueue, useElicitationQueue, type ElicitationDialogProps, type ElicitationQueue, type QueuedElicitation, type QueueSnapshot } from './host/index.ts';
export { ResourcePicker } from './fields/ResourcePicker/index.ts';
export { TextSuggestions } from './fields/TextSuggestions/TextSuggestions.tsx';
export { StringList } from './fields/StringList/StringList.tsx';
