/**
 * Everything of `elicit-kit/core` except the answer validator: what a form needs before its first Submit. The React
 * entry re-exports this, so a host's first load never carries the validation engine (docs/behaviour.md §14.1; the form loads it on
 * demand, see components/form/validator.ts). `elicit-kit/core` = this + `validateResult` and the engines.
 */
export type * from './model.ts';
export { checkSupport, type SchemaOptions } from './support.ts';
export { normalizeSchema } from './normalize.ts';
export { defaultValues, defaultValueOf, toContent, valuesFromContent, buildResult } from './values.ts';
export { localDateTimeToRfc3339, rfc3339ToLocalDateTime } from './datetime.ts';
export { isEmail, isUri, isDate, isDateTime, isSafeImageSource, codePointLength, compilePattern, type PatternMatcher } from './formats.ts';
export { testPattern, classifyPattern, explainPattern, type PatternSafety } from './pattern/index.ts';
export type { ValidateOptions } from './validate/index.ts';
export type { ValidationEngine, EngineCheck } from './validate/engine.ts';
export { defaultValidationMessages, type ValidationMessages } from './messages.ts';
export { parseNumberDraft } from './kinds/scalar.ts';
export { UNREADABLE_ENTRY, unreadableIssues } from './unreadable.ts';
export { isPickerValue } from './kinds/resourcePicker.ts';
export * from './protocol/index.ts';
export { matchesAccept, acceptAttribute, fileUri, defaultUserResource } from './resources.ts';
export { formatFileSize } from './fileSize.ts';
