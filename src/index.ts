/**
 * elicit-kit/core — the React-free core: support checks, normalisation, value conversion, validation and
 * the MCP wire. Safe to import from plain Node ESM.
 */
export * from './formCore.ts';
export { validateResult, validateContent } from './validate/index.ts';
export { setDefaultValidationEngine, getDefaultValidationEngine } from './validate/compile.ts';
export { cfworkerEngine } from './validate/cfworker.ts';
// URL-mode analysis (docs/behaviour.md §9): core only, so the React entry's first load never pulls in the Public Suffix List.
export * from './url/index.ts';
// Credential-like fields (docs/behaviour.md §11): core only; the React form loads the detector on demand for the forms that need it.
export { findCredentialFields, credentialKindOf, type CredentialKind, type CredentialField } from './credentials.ts';
export { codexApproval, isConfirmation, type ApprovalSubject } from './approval.ts';
