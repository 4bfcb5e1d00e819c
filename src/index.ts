/**
 * elicit-kit/core — the React-free core: support checks, normalisation, value conversion, validation and
 * the MCP wire. Safe to import from plain Node ESM.
 */
export type * from './model.ts';
export { checkSupport, type SchemaOptions } from './support.ts';
export { normalizeSchema } from './normalize.ts';
export { defaultValues, defaultValueOf, toContent, valuesFromContent, buildResult } from './values.ts';
export { localDateTimeToRfc3339, rfc3339ToLocalDateTime } from './datetime.ts';
export { isEmail, isUri, isDate, isDateTime, isSafeImageSource, codePointLength, compilePattern, type PatternMatcher } from './formats.ts';
export { testPattern, classifyPattern, type PatternSafety } from './pattern/index.ts';
export { validateResult, validateContent, type ValidateOptions } from './validate/index.ts';
export { setDefaultValidationEngine, getDefaultValidationEngine } from './validate/compile.ts';
export { cfworkerEngine } from './validate/cfworker.ts';
export type { ValidationEngine, EngineCheck } from './validate/engine.ts';
export { defaultValidationMessages, type ValidationMessages } from './messages.ts';
export { parseNumberDraft } from './kinds/scalar.ts';
export { isPickerValue } from './kinds/resourcePicker.ts';
export * from './protocol/index.ts';
export { matchesAccept, acceptAttribute, fileUri, defaultUserResource, formatFileSize } from './resources.ts';
