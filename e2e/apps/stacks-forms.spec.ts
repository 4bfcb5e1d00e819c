/**
 * The same form answered three ways, whichever agent stack asked (docs/hosts.md): each stack's turn runs in the
 * stacks host (stacks/host.mjs) and calls the demo MCP server's `plain_feedback` (for ACP, the agent asks itself);
 * the person submits it, declines it, or presses Escape. Exactly that answer reaches whoever asked (the demo MCP
 * server, on the protocol era the stack negotiated, or the ACP agent), once, and the turn's result says so as the
 * stack reports it. What is particular to one stack stays in its own spec (stacks-<stack>.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { codexApproval, DEMO_SERVER, feedbackForm, openStacksPage, receivedBy, turn } from './stacks.ts';

type Outcome = 'accept' | 'decline' | 'cancel';
interface Feedback {
  rating: number;
  comment: string;
}
interface Answer {
  action: Outcome;
  content?: Feedback;
}

interface Stack {
  stack: string;
  /** Who the dialog says is asking. */
  asking: string;
  /** Whom the answer reaches, in the test names. */
  who: 'server' | 'agent';
  /** What the person types in the form they accept. */
  typed: Feedback;
  /** What the person does before the form shows (Codex asks to allow the tool first). */
  before?: (page: Page) => Promise<void>;
  /** More fields of the turn, per outcome (Mastra's Decline runs on a 2025 connection). */
  extra?: Partial<Record<Outcome, Record<string, unknown>>>;
  /** Everything that reached whoever asked, after the turn: the demo server's log, or the ACP agent's report. */
  received: (page: Page, tag: string, text: string) => Promise<unknown[]>;
  /** How one answer shows there. */
  entry: (answer: Answer, outcome: Outcome) => unknown;
  /** Asserts the turn's text as this stack reports each outcome. */
  reports: Record<Outcome, (text: string, typed: Feedback) => void>;
}

const atDemoServer = (page: Page, tag: string) => receivedBy(page, tag);
/** The demo server logs a 2026-07-28 answer under the form's key (it rode in `inputResponses`), a 2025 one without. */
const on2026 = (result: Answer) => ({ era: '2026-07-28', key: 'feedback', result });
const on2025 = (result: Answer) => ({ era: '2025', result });

/** The tool result's structuredContent, as JSON (the Claude CLI and Mastra hand it on so). */
const structured = {
  accept: (text: string, typed: Feedback) => expect(JSON.parse(text)).toEqual({ status: 'accepted', answers: { feedback: typed } }),
  decline: (text: string) => expect(JSON.parse(text)).toEqual({ status: 'declined', form: 'feedback', answers: {} }),
  cancel: (text: string) => expect(JSON.parse(text)).toEqual({ status: 'cancelled', form: 'feedback', answers: {} }),
};
/** The tool result's text content, as the runtime reported it. */
const textContent = {
  accept: (text: string, typed: Feedback) => expect(text).toBe(`Plain MCP feedback: accepted ${JSON.stringify({ feedback: typed })}`),
  decline: (text: string) => expect(text).toBe('Plain MCP feedback: The user declined "feedback".'),
  cancel: (text: string) => expect(text).toBe('Plain MCP feedback: The user cancelled "feedback".'),
};
/** The capabilities the stacks host declares to the ACP agent. */
const DECLARED = { form: {}, url: {} };

const STACKS: Stack[] = [
  {
    stack: 'claude', asking: DEMO_SERVER, who: 'server', typed: { rating: 5, comment: 'Through Claude' },
    received: atDemoServer, entry: on2026, reports: structured,
  },
  {
    stack: 'mastra', asking: DEMO_SERVER, who: 'server', typed: { rating: 5, comment: 'Through Mastra' },
    extra: { decline: { legacy: true } },
    received: atDemoServer, entry: (answer, outcome) => (outcome === 'decline' ? on2025(answer) : on2026(answer)),
    reports: {
      accept: structured.accept,
      decline: (text) => expect(JSON.parse(text)).toMatchObject({ status: 'declined', form: 'feedback' }),
      cancel: (text) => expect(JSON.parse(text)).toMatchObject({ form: 'feedback' }),
    },
  },
  {
    stack: 'copilot', asking: DEMO_SERVER, who: 'server', typed: { rating: 5, comment: 'Through Copilot' },
    received: atDemoServer, entry: on2026, reports: textContent,
  },
  {
    // The dialog is named as the server introduced itself to the manager.
    stack: 'cloudflare', asking: DEMO_SERVER, who: 'server', typed: { rating: 5, comment: 'Through Cloudflare Agents' },
    received: atDemoServer, entry: on2026, reports: textContent,
  },
  {
    // The same package in workerd: a Durable Object Agent written as docs/hosts.md's recipe (stacks/cloudflare-worker/).
    stack: 'cloudflare-worker', asking: DEMO_SERVER, who: 'server', typed: { rating: 4, comment: 'Through a Durable Object in workerd' },
    received: atDemoServer, entry: on2026, reports: textContent,
  },
  {
    // Codex names the MCP server as configured (`[mcp_servers.demo]`), connects on 2025, and asks to allow the tool
    // first: that approval is Codex's own, only the tool's form reaches the MCP server.
    stack: 'codex', asking: DEMO_SERVER, who: 'server', typed: { rating: 4, comment: 'Through Codex' },
    before: (page) => codexApproval(page, 'plain_feedback', 'Plain MCP feedback').form.getByRole('button', { name: 'Allow' }).click(),
    received: atDemoServer, entry: on2025,
    reports: {
      ...textContent,
      // Codex passes the tool result on re-serialized (its keys sorted): compare the JSON, not its spelling.
      accept: (text, typed) => {
        const [, accepted] = /^Plain MCP feedback: accepted (.*)$/.exec(text) ?? [];
        expect(JSON.parse(accepted ?? 'null')).toEqual({ feedback: typed });
      },
    },
  },
  {
    // The agent is the one asking (no MCP server): the turn's text is its report of what it received, with the
    // capabilities it was told; that report is checked as what was received.
    stack: 'acp', asking: 'elicit-kit ACP agent', who: 'agent', typed: { rating: 5, comment: 'Through ACP' },
    received: (_page, _tag, text) => Promise.resolve([JSON.parse(text) as unknown]),
    entry: (received) => ({ declared: DECLARED, received }),
    reports: { accept: () => {}, decline: () => {}, cancel: () => {} },
  },
];

for (const { stack, asking, who, typed, before, extra, received, entry, reports } of STACKS) {
  /** Runs one `plain_feedback` turn through the stack, `answer` given in the form; checks the outcome everywhere. */
  async function answered(page: Page, outcome: Outcome, answer: () => Promise<void>, expected: Answer) {
    const tag = await openStacksPage(page);
    const text = turn(page, { stack, tag, tool: 'plain_feedback', ...extra?.[outcome] });
    await before?.(page);
    await answer();
    reports[outcome](await text, typed);
    expect(await received(page, tag, await text)).toEqual([entry(expected, outcome)]);
  }

  test(`${stack}: plain_feedback accepted in the dialog: the ${who} receives the exact content`, async ({ page }) => {
    await answered(page, 'accept', async () => {
      const form = feedbackForm(page, asking);
      await form.getByRole('spinbutton', { name: 'Rating' }).fill(String(typed.rating));
      await form.getByRole('textbox', { name: 'Comment' }).fill(typed.comment);
      await form.getByRole('button', { name: 'Submit' }).click();
    }, { action: 'accept', content: typed });
  });

  test(`${stack}: Decline by the person: the ${who} receives decline`, async ({ page }) => {
    await answered(page, 'decline', () => feedbackForm(page, asking).getByRole('button', { name: 'Decline' }).click(), { action: 'decline' });
  });

  test(`${stack}: Escape: the ${who} receives cancel, never decline`, async ({ page }) => {
    await answered(page, 'cancel', async () => {
      await expect(feedbackForm(page, asking)).toBeVisible();
      await page.keyboard.press('Escape');
    }, { action: 'cancel' });
  });
}
