/**
 * JSX types for `<elicitation-form>`, so a TSX page type-checks it out of the box once it imports
 * `elicit-kit/element` (README "Any page, no React"). Types only: nothing here runs.
 *
 * React 19 hands a custom element's props over as properties when the element has one (`request`, `server`,
 * `messages`, `host`), as attributes otherwise (`profile`, `theme`), and treats `on<event-name>` as a listener, so
 * `onelicitation-result` receives the element's one `elicitation-result` event. React 18.3 sets every prop as an
 * attribute: there, set the object properties and the listener through `ref` (README "`<elicitation-form>`").
 * @example
 * import 'elicit-kit/element';
 * <elicitation-form request={{ message, requestedSchema }} profile="web" onelicitation-result={(event) => reply(event.detail)} />
 */
import type { HTMLAttributes, Key, Ref } from 'react';
import type { HostProfile } from '../../src/model.ts';
import type { ServerIdentity } from '../ElicitationForm/types.ts';
import type { HostCallbacks } from '../fields/types.ts';
import type { MessageOverrides } from '../messages.ts';
import type { ElicitationFormElement, ElicitationResultEvent } from './ElicitationFormElement.tsx';
import type { ElementRequestInput } from './readRequest.ts';

/** The props `<elicitation-form>` takes in JSX: its attributes, its properties and its result event. */
export interface ElicitationFormJsxProps extends HTMLAttributes<ElicitationFormElement> {
  ref?: Ref<ElicitationFormElement>;
  key?: Key | null;
  /** Attribute: which host profile the form is for (docs/behaviour.md §6). */
  profile?: HostProfile;
  /** Attribute: the colour scheme; the page's `prefers-color-scheme` when absent. */
  theme?: 'light' | 'dark';
  /** Property (React 19): `{message, requestedSchema}`, or an elicitation request or its params. */
  request?: ElementRequestInput;
  /** Property (React 19): the server asking (docs/behaviour.md §7). */
  server?: ServerIdentity;
  /** Property (React 19): message overrides (i18n). */
  messages?: MessageOverrides;
  /** Property (React 19): picker callbacks, `resolveUserResource` and `onPreview`. */
  host?: HostCallbacks;
  /** Listener (React 19) for `elicitation-result`, whose `detail` is the `{action, content?}` to send (docs/behaviour.md §3). */
  'onelicitation-result'?: (event: ElicitationResultEvent) => void;
}

declare module 'react' {
  // React 19's types (and 18.3's, whose jsx-runtime reads React.JSX) take intrinsic elements from here.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'elicitation-form': ElicitationFormJsxProps;
    }
  }
}

declare global {
  // React 18's types (and the classic `jsx: "react"` transform on older TypeScript) read the global JSX namespace.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'elicitation-form': ElicitationFormJsxProps;
    }
  }
}
