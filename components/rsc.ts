/**
 * elicit-kit in the React Server Components graph (package.json's `react-server` condition: Next.js App Router route
 * handlers, Server Components, Server Actions). The React entry's chunks start with `"use client"`, so an RSC bundler
 * turns every export of dist/lib/index.js into a client reference: right for components and hooks, but a server that
 * calls `attachElicitation` or `checkSupport` through one gets "Attempted to call … from the server". This entry
 * (dist/lib/rsc.js) is directive-free: the same names, the React-free ones real (README "Next.js and server
 * rendering").
 *
 * How: the first line is everything of the React entry. The library build keeps it an import of the built
 * `./index.js` (vite-plugin-use-client.ts, `reactServer`), so there it stays the client boundary, and each name the
 * lines below export wins over that `export *` (ES modules: a name a module exports itself shadows a star export of
 * the same name). Unbundled (unit tests, TypeScript) both reach the same bindings. The core comes from the chunks
 * `elicit-kit/core` loads, directive-free already, so a server has one `attachElicitation` and one set of error
 * classes whichever of the two it imports; the lines from components/ are bundled into rsc.js as its own copy, so
 * the browser's chunks stay as they were. Types: package.json gives every condition components/index.d.ts, and the
 * build fails if this module exports a name the React entry doesn't.
 *
 * Kept complete: the core is re-exported whole (`export *`, as components/index.ts does), so a new core export is
 * real here with nothing to edit. The React-free values under components/ are named below; e2e/lib-build.spec.ts
 * fails on any export of the React entry that is neither real here nor a component, a hook or one of the browser-side
 * objects the README section leaves on the client.
 */
export * from './index.ts';
// The core: support checks, normalisation, values, the MCP wire (attachElicitation, requestWithInput…).
export * from '../src/formCore.ts';
// Plain data and pure functions a server renders or sends with: the English strings, and the ids a form gives its fields.
export { defaultMessages, mergeMessages, mergeCatalogue, coreMessages } from './messages.ts';
export { SHIPPED_LANGUAGES, loadPreferredMessages, preferredLanguage } from './locales/preferred.ts';
export { ESCAPE_REQUEST_EVENT } from './form/escape.ts';
export { fieldIds, escapeIdPart } from './form/ids.ts';
