/**
 * The person's languages through the relay (docs/behaviour.md §13.5): a tab's stream `GET` names them in the
 * `languages` query parameter (`?languages=fr-CH,fr,en`); the relay keeps the checked list for the session in the
 * store, and the server side reads it with `relay.languagesOf(session)` to send with its MCP requests
 * (`attachElicitation(client, { languages })`). Bad input is dropped or capped (`languageList`), never thrown.
 */
import { languageList } from '../protocol/acceptLanguage.ts';
import type { RelayContext } from './context.ts';

/** The stream URL's query parameter. */
export const LANGUAGES_PARAM = 'languages';

/** How long a session's languages are kept after its tab's last stream opened: a day. */
const KEEP_MS = 24 * 60 * 60_000;

/** Saves the languages a stream request names, if any (a store failure only means none are known). */
export async function rememberLanguages(ctx: RelayContext, session: string, request: Request): Promise<void> {
  try {
    const tags = languageList(new URL(request.url).searchParams.get(LANGUAGES_PARAM));
    if (tags.length > 0) await ctx.store.saveLanguages?.(session, tags, KEEP_MS);
  } catch {
    // nothing known: the MCP requests go without languages
  }
}

/** The session's languages, checked again as they come out of the store; `undefined` when none are known. */
export async function languagesOf(ctx: RelayContext, session: string): Promise<string[] | undefined> {
  try {
    const tags = languageList(await ctx.store.languagesOf?.(session));
    return tags.length > 0 ? tags : undefined;
  } catch {
    return undefined;
  }
}
