/**
 * The host's settings, in one place: what every view of the kit reads the same way (the form, the dialog, the relay's
 * views, the URL consent view and `<elicitation-form>`). A host says them once, in `<ElicitationSettings>`
 * (ElicitationSettings.tsx), around whatever shows requests; the views that wrap a form (the dialog, the relay's
 * cards) pass on only what is theirs to say about one request: its message, schema, draft key and who asks.
 */
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { HostProfile } from '../../src/model.ts';
import type { ElicitationServerInfo } from '../../src/protocol/index.ts';
import type { DraftStorage } from '../form/drafts/types.ts';
import type { FieldRegistry, HostCallbacks } from '../fields/types.ts';
import type { MessageOverrides } from '../messages.ts';
import { preferredMessagesNow, subscribePreferredMessages } from '../locales/preferred.ts';
import type { CredentialPolicy } from './credentialTypes.ts';
import type { ServerIdentity } from './types.ts';

/**
 * Who is asking (docs/behaviour.md §7.1): one `ServerIdentity` for every request, or a function from the request's
 * server info (what the MCP client learned of the server; `undefined` when a view has none, as a lone form).
 * @example
 * const server: ServerSetting = (info) => info && { name: info.title ?? info.name, icon: iconOf(info.name) };
 */
export type ServerSetting = ServerIdentity | ((server: ElicitationServerInfo | undefined) => ServerIdentity | undefined);

/**
 * The settings every view of the kit reads. Each is optional; a view's own prop of the same name wins, whole (a
 * `messages` prop replaces the setting's catalogue of overrides; it is not merged into it).
 * @example
 * const settings: ElicitationSettingsValue = { profile: 'web', messages: fr, credentialPolicy: 'refuse' };
 */
export interface ElicitationSettingsValue {
  /** ChatGPT's platform the forms behave as (docs/behaviour.md §6). Default `desktop`. */
  profile?: HostProfile;
  /** Callbacks for fields that need the host (resource pickers: files to URIs, previews). */
  host?: HostCallbacks;
  /** Components per field kind, merged over the defaults. */
  registry?: FieldRegistry;
  /** UI strings (and validation messages under `validation`), merged over `defaultMessages` (docs/behaviour.md §7.10). */
  messages?: MessageOverrides;
  /** Forms with credential-like fields: `warn` (default), `refuse` or `off` (docs/behaviour.md §11.3). */
  credentialPolicy?: CredentialPolicy;
  /**
   * Where drafts live (docs/behaviour.md §11.2): `memory`, `session` or `off`. Default: `session` for relayed requests
   * (they outlive the page), `memory` for every other.
   */
  drafts?: DraftStorage;
  /** Drop the `elicit-*` class hooks so the default stylesheets don't apply. */
  unstyled?: boolean;
  /** Who is asking. Default: the request's server, by its title, else its name. */
  server?: ServerSetting;
  /**
   * Opens a consented URL of a URL-mode request (docs/behaviour.md §9.2): system browser, Electron
   * `shell.openExternal`, a native view. Default: `window.open(url, '_blank', 'noopener,noreferrer')`.
   */
  onOpenUrl?: (url: string) => void;
}

const KEYS = ['profile', 'host', 'registry', 'messages', 'credentialPolicy', 'drafts', 'unstyled', 'server', 'onOpenUrl'] as const;
const NONE: ElicitationSettingsValue = Object.freeze({});

/**
 * The context behind `<ElicitationSettings>`; views read it through `useElicitationSettings`.
 * @example <SettingsContext.Provider value={useLayeredSettings(value)}>{children}</SettingsContext.Provider>
 */
export const SettingsContext = createContext<ElicitationSettingsValue>(NONE);

/** `base` with every setting `over` defines put over it (an `undefined` one leaves `base`'s). */
function layered(base: ElicitationSettingsValue, over: ElicitationSettingsValue): ElicitationSettingsValue {
  const result: Record<string, unknown> = { ...base };
  for (const key of KEYS) if (over[key] !== undefined) result[key] = over[key];
  return result;
}

/**
 * The settings an `<ElicitationSettings value>` gives its children: `value` over the enclosing ones.
 * @example const settings = useLayeredSettings(value); // then <SettingsContext.Provider value={settings}>
 */
export function useLayeredSettings(value: ElicitationSettingsValue): ElicitationSettingsValue {
  const outer = useContext(SettingsContext);
  return useMemo(() => layered(outer, value), [outer, value]);
}

/**
 * The settings a view works with: the enclosing `<ElicitationSettings>`'s, with the view's own props (`own`) over them.
 * With no `messages` anywhere, the catalogue of the browser's language once it is loaded (docs/behaviour.md §13.5).
 * @example const { messages, unstyled } = useElicitationSettings({ messages: props.messages, unstyled: props.unstyled });
 */
export function useElicitationSettings(own?: ElicitationSettingsValue): ElicitationSettingsValue {
  const context = useContext(SettingsContext);
  const settings = own ? layered(context, own) : context;
  const preferred = usePreferredMessages(settings.messages === undefined);
  return preferred ? { ...settings, messages: preferred } : settings;
}

const ignore = () => () => {};
const english = () => undefined;

/**
 * The browser's language's catalogue while `follow` (the host passed no `messages`), once loaded; `undefined` (English)
 * before, on a server, and while hydrating (the server rendered English), so the whole form switches at once.
 */
function usePreferredMessages(follow: boolean) {
  return useSyncExternalStore(follow ? subscribePreferredMessages : ignore, follow ? preferredMessagesNow : english, english);
}

/**
 * Who is asking a request from `info` under the `server` setting: the identity given, what the function makes of
 * `info`, or by default the server's title, else its name.
 * @example serverIdentity(settings.server, request.server) // { name: 'CRM server' }
 */
export function serverIdentity(server: ServerSetting | undefined, info: ElicitationServerInfo | undefined): ServerIdentity | undefined {
  if (typeof server === 'function') return server(info);
  return server ?? (info ? { name: info.title ?? info.name } : undefined);
}
