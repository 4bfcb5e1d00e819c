/**
 * The demo's URL-mode steps (docs/behaviour.md §9): a tool asks the user to open a page on this same loopback server;
 * visiting `/url-step?id=…` completes the step (a stand-in for a sign-in or payment page) and, on 2025-11-25
 * connections, the server sends `notifications/elicitation/complete` for that id.
 */
import { randomUUID } from 'node:crypto';

/** Path of the step page on the page's origin. */
export const URL_STEP_PATH = '/url-step';

interface Step {
  done: boolean;
  /** 2025-11-25: sends the completion notification (set when the step was asked on a legacy connection). */
  notify?: () => Promise<void>;
}

/** Steps by id, shared by the MCP server factory and the page handler. */
export class UrlSteps {
  /** The origin the page is served from (the MCP endpoint's own origin; the plugin sets it per request). */
  origin = 'http://127.0.0.1';
  private readonly steps = new Map<string, Step>();
  /** Requests to the step page, for tests that prove nothing was fetched before consent. */
  visits = 0;

  /** A new step and the URL that completes it. */
  create(notify?: () => Promise<void>): { id: string; url: string } {
    const id = randomUUID();
    this.steps.set(id, { done: false, notify });
    return { id, url: `${this.origin}${URL_STEP_PATH}?id=${id}` };
  }

  isDone(id: string): boolean {
    return this.steps.get(id)?.done === true;
  }

  /** `GET /url-step?id=…`: completes the step. The page echoes nothing from the request (server text stays text). */
  async handlePage(request: Request): Promise<Response> {
    this.visits += 1;
    const step = this.steps.get(new URL(request.url).searchParams.get('id') ?? '');
    if (!step) return page(404, 'This step is unknown or has expired.');
    if (!step.done) {
      step.done = true;
      await step.notify?.().catch(() => undefined); // the client may have gone; the step is done either way
    }
    return page(200, 'Step complete. You can close this window and go back to the host.');
  }
}

function page(status: number, text: string): Response {
  const html = `<!doctype html><meta charset="utf-8"><title>elicit-kit demo step</title><p>${text}</p>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
