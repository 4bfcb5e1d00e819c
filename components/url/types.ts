import type { ElicitResult } from '../../src/model.ts';
import type { ServerIdentity } from '../ElicitationForm/types.ts';
import type { MessageOverrides } from '../messages.ts';

/**
 * Props of `<UrlConsent>`, the consent view of a URL-mode elicitation (docs/behaviour.md §9). `server`, `onOpenUrl`,
 * `messages` and `unstyled` default to the enclosing `<ElicitationSettings>`'s; a prop wins.
 * @example const props: UrlConsentProps = { url: params.url, message: params.message, onResult: reply };
 */
export interface UrlConsentProps {
  /** `params.url` exactly as the server sent it. */
  url: string;
  /** `params.message`, shown as plain text. */
  message: string;
  /** Who is asking (docs/behaviour.md §7.1). */
  server?: ServerIdentity;
  /**
   * Show the server's name and icon above the message (default `true`). A frame that already says who is asking
   * (the kit's dialog names it in its title) turns the line off, as on `<ElicitationForm>`.
   */
  showServer?: boolean;
  /**
   * Receives the one result. `accept` means "the user consented to open it", never "the step is done" (docs/behaviour.md §9);
   * a refused scheme or invalid URL offers only Decline (Escape still answers `cancel`, docs/behaviour.md §13.2).
   */
  onResult: (result: ElicitResult) => void;
  /**
   * When `accept` is reported. `retry` (default; MRTR and the -32042 path): after Open the view waits, and
   * "I've finished" reports `accept` (the host retries), Cancel reports `cancel`. `notification` (2025-11-25 request
   * path): Open reports `accept` at once and the view waits for the server's completion notification; the host
   * removes it then, or the user closes it (`onClose`).
   */
  completion?: 'retry' | 'notification';
  /** Opens the URL (system browser, native view). Default: `window.open(url, '_blank', 'noopener,noreferrer')`. */
  onOpenUrl?: (url: string) => void;
  /** The user closed the waiting view of a `notification` request (nothing more goes to the server). */
  onClose?: () => void;
  /**
   * The server confirmed a `notification` request (its completion notification, or the call that asked ended): the
   * waiting view ends as sent. For a view that stays on screen, as the relay's inline one does (docs/behaviour.md §12).
   */
  completed?: boolean;
  /** Start in the waiting state, as if Open had been chosen (stories, a host restoring its UI). */
  defaultPhase?: 'consent' | 'waiting';
  messages?: MessageOverrides;
  /** The level of the view's heading ("Open a web page?"), to fit the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Drop the `elicit-*` class hooks so the default stylesheet doesn't apply. */
  unstyled?: boolean;
  className?: string;
}
