/**
 * The relay's API (docs/relay.md): what the host configures and calls. What crosses the wire to the browser is in
 * `wireTypes.ts` (re-exported here); the store port, which carries requests and answers between instances, in
 * `store.ts`. Plain data and functions, no React, no Node APIs.
 */
import type { ElicitResult } from '../answerTypes.ts';
import type { AskFunction, ElicitationRequest } from '../protocol/types.ts';
import type { ValidateOptions } from '../validate/index.ts';
import type { RelayStore } from './store.ts';
import type { RelayedElicitation } from './wireTypes.ts';

export type * from './wireTypes.ts';

/** Options of one `relay.ask`. */
export interface RelayAskOptions {
  /** The session of the person whose chat caused the request (what `authenticate` returns for their browser). */
  session: string;
  /** Aborted when the chat is stopped or the tool call given up: the request is withdrawn and the form closes. */
  signal?: AbortSignal;
  /**
   * Called once when the request is parked (`pending`) and once when it settles: write it into the chat as a data
   * part (`elicitationDataPart`), so the form appears inline and turns into its outcome. Errors thrown here are ignored.
   */
  onUpdate?: (elicitation: RelayedElicitation) => void;
  /** Overrides the relay's `expiresAfterMs` for this request. */
  expiresAfterMs?: number;
}

/** Options of `createRelay`. */
export interface RelayOptions {
  /**
   * Who is asking: the session of an incoming browser request (from your cookie or auth header), or `undefined`
   * for `401`. Must return the same string that the server side passes to `ask` as `session`.
   */
  authenticate: (request: Request) => string | undefined | Promise<string | undefined>;
  /**
   * Where pending requests and answers live. Default: this process's memory, shared by every relay of the process
   * (Next.js bundles each route apart: the chat route's relay and the browser route's relay still meet). Several
   * instances or serverless: `createRedisStore`.
   */
  store?: RelayStore;
  /** A request no one answers expires after this long (then `cancel` to the MCP server). Default 10 minutes. */
  expiresAfterMs?: number;
  /**
   * The stream's heartbeat, and the bound on how long the browser keeps a form whose call died with its instance.
   * Default 15 s.
   */
  heartbeatMs?: number;
  /** Origins allowed besides the endpoint's own (`https://app.example.com`). Default: same-origin only. */
  allowedOrigins?: readonly string[];
  /** Largest answer body accepted (`413` above). Default `DEFAULT_MAX_BODY_BYTES`, 64 KiB. */
  maxBodyBytes?: number;
  /** Options of the `validateResult` that judges every answer (profile, messages, engine). */
  validate?: ValidateOptions;
  /** How long a settled request stays visible to reloading tabs (its outcome, never its answer). Default 10 minutes. */
  keepSettledMs?: number;
}

/** One turn of one chat: its signal aborts when the person presses Stop for that chat, or when it `end`s. */
export interface ChatTurn {
  /** Give it to `relay.ask` and to the model call (`streamText({ abortSignal })`). */
  readonly signal: AbortSignal;
  /** The turn is over (finished, failed): stops listening, and withdraws any form still waiting on it. */
  end(): void;
}

/** What `relay.turn` takes: whose chat, and which one (the chat id the page sends, e.g. `useChat`'s `id`). */
export interface ChatTurnOptions {
  session: string;
  chat: string;
}

/** A relay: `ask` on the server side, `handle` for the browser. */
export interface Relay {
  /**
   * Parks `request` for `options.session` and resolves with the person's `{action, content}`: `cancel` when it
   * expires or is withdrawn. Never rejects.
   */
  ask(request: ElicitationRequest, options: RelayAskOptions): Promise<ElicitResult>;
  /** An `AskFunction` bound to one session, for `attachElicitation` and `requestWithInput`. */
  askFor(options: RelayAskOptions): AskFunction;
  /**
   * One turn of a chat: its `signal` aborts only when the person presses Stop for this chat (the page's
   * `relay.stop(chat)`, on any instance), or when the turn `end`s; never when the HTTP request that started it goes
   * away (a reload, a closed tab, a lost connection). Give it to `ask` and to the model call instead of `request.signal`.
   */
  turn(options: ChatTurnOptions): ChatTurn;
  /**
   * The languages the session's tab last sent with its stream (most preferred first, checked), or `undefined`: give
   * them to the MCP client that acts for this session, `attachElicitation(client, { ask, languages })`, so its
   * requests carry them (docs/behaviour.md §13.5). Never rejects.
   */
  languagesOf(session: string): Promise<string[] | undefined>;
  /** The browser endpoint: `GET` = the session's live stream (SSE), `POST` = one answer `{id, result}`. */
  handle(request: Request): Promise<Response>;
  /** Withdraws every request this instance holds and stops its timers (graceful shutdown); the store stays open. */
  close(): Promise<void>;
}
