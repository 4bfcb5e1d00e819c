/** elicit-kit — React components that render MCP form elicitations with OpenAI's extensions. */
// The stylesheet enters the library build through components/entry.ts, so these types import no CSS.
// The core without the validator (`validateResult` and the engines are in `elicit-kit/core`): the form loads it on demand.
export * from '../src/formCore.ts';
export type { FieldProps, FieldIds, FieldRegistry, HostCallbacks, UserFileItem } from './fields/types.ts';
export { defaultMessages, mergeMessages, mergeCatalogue, coreMessages } from './messages.ts';
export type { Messages, MessageOverrides, CoreMessages, FormMessages } from './messages.ts';
export { SHIPPED_LANGUAGES, loadPreferredMessages, preferredLanguage } from './locales/preferred.ts';
export type { ShippedLanguage } from './locales/preferred.ts';
export { ElicitationForm, type ElicitationFormProps, type ServerIdentity } from './ElicitationForm/index.ts';
// The host's settings, said once for every form, dialog, relay card and URL consent view inside (docs/behaviour.md §6, §7, §11).
export { ElicitationSettings, type ElicitationSettingsProps, type ElicitationSettingsValue, type ServerSetting } from './ElicitationForm/index.ts';
export {
  useElicitationForm,
  type UseElicitationFormOptions,
  type ElicitationFormState,
  type FieldBinding,
  type FieldStateProps,
  type FormStatus,
} from './useElicitationForm.ts';
export { useFieldProps, useFieldValue } from './form/useFieldProps.ts';
export type { DiscardPrompt } from './form/useDiscardGuard.ts';
export { ESCAPE_REQUEST_EVENT } from './form/escape.ts';
export { forgetDraft, forgetDrafts, type DraftOptions, type DraftStorage } from './form/drafts/index.ts';
export type { CredentialPolicy } from './ElicitationForm/lazyCredentials.tsx';
export type { FieldValueSource } from './form/handlers.ts';
export { defaultRegistry, ResourcePicker, TextSuggestions, StringList } from './fields/registry.ts';
export { preloadFields } from './fields/preload.ts';
export { preloadAllFields } from './ElicitationForm/preloadAll.ts';
export type { LazyFieldComponent } from './fields/lazyField.tsx';
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
export { UrlConsent } from './url/UrlConsent.tsx';
// The relay's browser side (docs/behaviour.md §12): tree-shaken away by hosts that don't import it.
export * from './relay/index.ts';
export type { UrlConsentProps } from './url/types.ts';
