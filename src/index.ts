/**
 * elicit-kit/core — the React-free core: support checks, normalisation, value conversion, validation and
 * the MCP wire. Safe to import from plain Node ESM.
 */
export type * from './model.ts';
