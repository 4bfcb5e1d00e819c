/** URL-mode elicitation (docs/behaviour.md §9): URL analysis for the consent view. React-free. */
export * from './analyze.ts';
export { toUnicodeHostname } from './punycode.ts';
export { scriptsOf, isMixedScripts } from './scripts.ts';
export { QUOTE_CAP, quoteServerText } from './quote.ts';
