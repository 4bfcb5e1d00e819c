import { createRoot, type Root } from 'react-dom/client';
import type { ElicitResult, HostProfile } from '../../src/model.ts';
import { ElicitationForm } from '../ElicitationForm/ElicitationForm.tsx';
import { ElicitationSettings } from '../ElicitationForm/ElicitationSettings.tsx';
import type { ServerIdentity } from '../ElicitationForm/types.ts';
import type { HostCallbacks } from '../fields/types.ts';
import type { MessageOverrides } from '../messages.ts';
import type { FormStatus } from '../useElicitationForm.ts';
import { readRequest, type ElementRequest, type ElementRequestInput } from './readRequest.ts';
import { elementStyleSheet } from './stylesheet.ts';

/** The `detail` of the element's one `elicitation-result` event: the form's `{action, content?}`. */
export type ElicitationResultEvent = CustomEvent<ElicitResult>;

/** The public surface of `<elicitation-form>` (its properties; `profile` and `theme` are also attributes). */
export interface ElicitationFormElement extends HTMLElement {
  /** `{message, requestedSchema}`, or an `elicitation/create` / `openai/elicitation/create` request or its params. */
  request: ElementRequestInput | undefined;
  profile: HostProfile | undefined;
  server: ServerIdentity | undefined;
  messages: MessageOverrides | undefined;
  /** Picker callbacks: `resolveUserResource` (user files → URIs) and `onPreview`. */
  host: HostCallbacks | undefined;
  theme: 'light' | 'dark' | undefined;
  /** `editing`, `accepted`, `declined` or `cancelled` (mirrored in the `status` attribute). */
  readonly status: FormStatus | undefined;
}

const STATUS_OF: Record<ElicitResult['action'], FormStatus> = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' };
const PROFILES = new Set<string>(['desktop', 'web', 'web-app']);

/**
 * Builds the custom element class. A factory, so importing the module on a server (no `HTMLElement`) is harmless.
 * @example customElements.define('my-form', createElicitationFormElement());
 */
export function createElicitationFormElement(): CustomElementConstructor {
  return class extends HTMLElement implements ElicitationFormElement {
    static observedAttributes = ['profile', 'theme'];
    #request: ElementRequest | undefined;
    #requestInput: ElementRequestInput | undefined;
    #server: ServerIdentity | undefined;
    #messages: MessageOverrides | undefined;
    #host: HostCallbacks | undefined;
    #generation = 0;
    #root: Root | undefined;
    #container: HTMLDivElement;

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      shadow.adoptedStyleSheets = [elementStyleSheet()];
      this.#container = document.createElement('div');
      shadow.append(this.#container);
    }

    get request() { return this.#requestInput; }
    set request(value: ElementRequestInput | undefined) {
      // A new request is a fresh form (docs/behaviour.md §3: one result per form), even when it equals the old one.
      this.#requestInput = value;
      this.#request = value === undefined || value === null ? undefined : readRequest(value);
      this.#generation += 1;
      if (this.#request) this.setAttribute('status', 'editing');
      else this.removeAttribute('status');
      this.#render();
    }
    get profile() {
      const value = this.getAttribute('profile');
      return value !== null && PROFILES.has(value) ? (value as HostProfile) : undefined;
    }
    set profile(value: HostProfile | undefined) {
      if (value) this.setAttribute('profile', value);
      else this.removeAttribute('profile');
    }
    get theme() {
      const value = this.getAttribute('theme');
      return value === 'light' || value === 'dark' ? value : undefined;
    }
    set theme(value: 'light' | 'dark' | undefined) {
      if (value) this.setAttribute('theme', value);
      else this.removeAttribute('theme');
    }
    get server() { return this.#server; }
    set server(value: ServerIdentity | undefined) { this.#server = value; this.#render(); }
    get messages() { return this.#messages; }
    set messages(value: MessageOverrides | undefined) { this.#messages = value; this.#render(); }
    get host() { return this.#host; }
    set host(value: HostCallbacks | undefined) { this.#host = value; this.#render(); }
    get status() { return (this.getAttribute('status') ?? undefined) as FormStatus | undefined; }

    connectedCallback() {
      // Properties set before the element was upgraded live on the instance and would shadow the accessors.
      for (const name of ['request', 'profile', 'server', 'messages', 'host', 'theme'] as const) this.#upgradeProperty(name);
      if (!this.#root) {
        this.#root = createRoot(this.#container);
        // A removed element's form is gone; re-added, it shows its request again as a fresh form.
        if (this.#request && this.#generation > 0 && this.status !== 'editing') this.request = this.#requestInput;
      }
      this.#render();
    }

    disconnectedCallback() {
      // Moving the element (remove + insert in one task) keeps its form; a real removal unmounts React, which
      // removes every listener the form added (no leaks). Re-adding renders a new root.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = undefined;
      });
    }

    attributeChangedCallback() {
      this.#render();
    }

    #upgradeProperty(name: 'request' | 'profile' | 'server' | 'messages' | 'host' | 'theme') {
      if (!Object.hasOwn(this, name)) return;
      const value: unknown = (this as Record<string, unknown>)[name];
      delete (this as Record<string, unknown>)[name];
      (this as Record<string, unknown>)[name] = value;
    }

    #onResult = (result: ElicitResult) => {
      this.setAttribute('status', STATUS_OF[result.action]);
      this.dispatchEvent(new CustomEvent('elicitation-result', { detail: result, bubbles: true, composed: true }));
    };

    #render() {
      const theme = this.theme;
      if (theme) this.#container.dataset.theme = theme;
      else delete this.#container.dataset.theme;
      // Right-to-left pages read correctly (docs/behaviour.md §7.3): the page's direction reaches the shadow root as the
      // inherited `direction`, not as the `[dir="rtl"]` the kit's mirrored chevrons select, so it is written on the
      // container, read at each render.
      if (this.isConnected && getComputedStyle(this).direction === 'rtl') this.#container.dir = 'rtl';
      else this.#container.removeAttribute('dir');
      if (!this.#root) return;
      const request = this.#request;
      // The element's properties are the host's settings of its form, given as a React host gives them.
      const settings = { profile: this.profile, server: this.#server, messages: this.#messages, host: this.#host };
      this.#root.render(
        request ? (
          <ElicitationSettings value={settings}>
            <ElicitationForm key={this.#generation} message={request.message} requestedSchema={request.requestedSchema}
              params={request.params} onResult={this.#onResult} />
          </ElicitationSettings>
        ) : null,
      );
    }
  };
}
