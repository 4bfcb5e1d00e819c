/** The MCP wire: parsing elicitations, capabilities, the multi-round-trip loop, the 2.x client adapter, tasks. */
export * from './types.ts';
export * from './parse.ts';
export * from './capabilities.ts';
export * from './loop.ts';
export * from './clientAdapter.ts';
export * from './serverInfo.ts';
export * from './completions.ts';
export * from './urlRequired.ts';
export * from './tasks.ts';
export * from './requestCheck.ts';
export * from './taskFollow.ts';
export { ACCEPT_LANGUAGE_META, acceptLanguageOf, languageList, mirrorAcceptLanguage, withAcceptLanguage, type LanguagesOption } from './acceptLanguage.ts';
