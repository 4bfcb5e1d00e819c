/**
 * elicit-kit/core — the React-free core: support checks, normalisation, value conversion, validation and
 * the MCP wire. Safe to import from plain Node ESM.
 */
export * from './formCore.ts';
export { validateResult, validateContent } from './validate/index.ts';
export { setDefaultValidationEngine, getDefaultValidationEngine } from './validate/compile.ts';
export { cfworkerEngine } from './validate/cfworker.ts';
