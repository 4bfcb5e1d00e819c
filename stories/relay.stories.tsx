/**
 * A relayed elicitation inline in a chat (components/relay, docs/relay.md), in each state a person meets: the form
 * while the tool call waits, sending, sent, lost the race to another tab (`409`), refused by the relay (`422`), not
 * sent (offline), answered before a reload, answered in another tab, expired, withdrawn, a URL-mode request, and an
 * approval (a form with no properties). Only the browser side runs here: a stand-in
 * for the host's relay route answers each POST as the story's `reply` says, and nothing leaves the page (the real
 * relay is tested in components/relay/relay.test.tsx and, in Chromium, by `test:apps`).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../components/styles/relay.css';
import { ElicitationSettings } from '../components/ElicitationForm/index.ts';
import { RelayElicitation, createElicitationRelay } from '../components/relay/index.ts';
import type { MessageOverrides } from '../components/messages.ts';
import type { ValidationIssue } from '../src/answerTypes.ts';
import { parseElicitation } from '../src/protocol/parse.ts';
import type { RelayedElicitation, RelayState } from '../src/relay/types.ts';

/**
 * How the stand-in route answers a POST: `200`, `422` with `issues`, no network at all, `409` (another tab's answer
 * won), or not yet (the answer is on its way).
 */
type Reply = 'answered' | 'refused' | 'offline' | 'lost' | 'waiting';

interface RelayStoryProps {
  elicitation: RelayedElicitation;
  reply: Reply;
  issues?: ValidationIssue[];
  /** Every body the form POSTs (`{id, result}`), as the host's route would receive it. */
  onPost: (body: unknown) => void;
  onOpenUrl: (url: string) => void;
  messages?: MessageOverrides;
  /** Server text the view derives from the request (a URL's host pieces), for e2e/pseudo-locale.spec.ts; not a prop. */
  serverText?: string[];
}

function standInRoute({ reply, issues, onPost }: Pick<RelayStoryProps, 'reply' | 'issues' | 'onPost'>): typeof fetch {
  return (_input, init) => {
    onPost(JSON.parse(init?.body as string));
    if (reply === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (reply === 'refused') return Promise.resolve(Response.json({ state: 'pending', error: 'The answer does not fit the form.', issues }, { status: 422 }));
    if (reply === 'lost') return Promise.resolve(Response.json({ state: 'answered', error: 'This request was already answered.' }, { status: 409 }));
    if (reply === 'waiting') return new Promise<Response>(() => {});
    return Promise.resolve(Response.json({ state: 'answered' }));
  };
}

function RelayStory({ elicitation, reply, issues, onPost, onOpenUrl, messages }: RelayStoryProps) {
  // One relay per story, never connected: the chat's data part (`elicitation`) is all this tab knows.
  const [relay] = useState(() => createElicitationRelay({ endpoint: '/api/elicitations', fetch: standInRoute({ reply, issues, onPost }) }));
  return (
    <ElicitationSettings value={{ onOpenUrl, messages, drafts: 'memory' }}>
      <RelayElicitation relay={relay} elicitation={elicitation} />
    </ElicitationSettings>
  );
}

const dinner = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name on the booking', minLength: 2 },
    seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 12 },
  },
  required: ['name', 'seats'],
};
const message = 'How many seats should I hold for the team dinner?';

/** The data part the host's chat route writes (`elicitationDataPart`), in the given state. */
function part(state: RelayState, extra: Partial<RelayedElicitation> = {}): RelayedElicitation {
  const request = { ...parseElicitation('elicitation/create', { message, requestedSchema: dinner }, 'legacy'), server: { name: 'booking', title: 'Booking' } };
  return { id: `story-${state}`, state, request, expiresAt: Date.UTC(2030, 0, 1), ...extra };
}

const meta = {
  title: 'Relay/Inline in a chat',
  component: RelayStory,
  args: { elicitation: part('pending'), reply: 'answered', onPost: fn(), onOpenUrl: fn() },
} satisfies Meta<typeof RelayStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Name on the booking/ }), 'Ada Lovelace');
  await userEvent.type(canvas.getByRole('spinbutton', { name: /Seats/ }), '6');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
};
/** Any token: 22 base64url characters, a fresh one for each request a tab answers. */
const anyToken: unknown = expect.stringMatching(/^[\w-]{22}$/);
/** The body the route receives: the answer, and the token that names this tab's answers. */
const posted = { id: 'story-pending', result: { action: 'accept', content: { name: 'Ada Lovelace', seats: 6 } }, token: anyToken };

/** The tool call waits: the form inline, with who asks and what. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: message })).toBeVisible();
    await expect(canvas.getByText('Booking').tagName).toBe('BDI');
  },
};

/** Submitted: the route got exactly the answer, and the form turned into what was sent. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Sent'));
    await expect(args.onPost).toHaveBeenCalledTimes(1);
    await expect(args.onPost).toHaveBeenCalledWith(posted);
    await expect((await canvas.findAllByRole('definition')).map((value) => value.textContent)).toEqual(['Ada Lovelace', '6']);
  },
};

/** The relay's own check refused the answer (`422`): the form comes back as it was, with the reasons above it. */
export const RefusedByTheRelay: Story = {
  args: { reply: 'refused', issues: [{ field: 'seats', keyword: 'maximum', message: 'Enter a number no more than 4' }] },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The server did not accept this answer. Check it and send it again.seats: Enter a number no more than 4');
    await expect(await canvas.findByRole('spinbutton', { name: /Seats/ })).toHaveValue('6');
    await expect(args.onPost).toHaveBeenCalledTimes(1);
    await expect(args.onPost).toHaveBeenCalledWith(posted);
  },
};

/** The POST never reached the host, after two more tries: the form stays, with what was typed, and says so. */
export const NotSent: Story = {
  args: { reply: 'offline' },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, { timeout: 10_000 })).toHaveTextContent('Your answer could not be sent. Check your connection and send it again.');
    await expect(await canvas.findByRole('textbox', { name: /Name on the booking/ })).toHaveValue('Ada Lovelace');
    await expect(args.onPost).toHaveBeenCalledTimes(3); // the same answer, under the same token
  },
};

/** On its way: the relay has not said yet whose answer the server gets, so nothing says "Sent". */
export const Sending: Story = {
  args: { reply: 'waiting' },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Sending…'));
    await expect((await canvas.findAllByRole('definition')).map((value) => value.textContent)).toEqual(['Ada Lovelace', '6']);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Submitted at the same moment as another tab, whose answer won (`409`): this tab's answer is not shown as sent. */
export const LostTheRace: Story = {
  args: { reply: 'lost' },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Answered in another tab'));
    await expect(canvas.queryByText('Ada Lovelace')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A chat reloaded after the answer: its data part carries what was sent. */
export const AnsweredBeforeReload: Story = {
  args: { elicitation: part('answered', { result: { action: 'accept', content: { name: 'Grace Hopper', seats: 3 } } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent');
    await expect((await canvas.findAllByRole('definition')).map((value) => value.textContent)).toEqual(['Grace Hopper', '3']);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Another tab of the same person answered first (the first answer wins). */
export const AnsweredInAnotherTab: Story = {
  args: { elicitation: part('answered') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Answered in another tab');
  },
};

/** No one answered in time: the MCP server got `cancel`. */
export const Expired: Story = {
  args: { elicitation: part('expired') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This request expired before it was answered');
  },
};

/** The chat was stopped, or the call behind the form is gone. */
export const Withdrawn: Story = {
  args: { elicitation: part('withdrawn') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This request was withdrawn: nothing waits for an answer any more');
  },
};

/** URL mode through the relay: the consent view opens the address in this browser, never on the server. */
export const UrlMode: Story = {
  args: {
    elicitation: {
      ...part('pending'),
      id: 'story-url',
      request: {
        ...parseElicitation('elicitation/create', { mode: 'url', message: 'Connect your calendar to book the table.', url: 'https://accounts.example.com/connect?state=1', elicitationId: 'e1' }, 'legacy', { urlMode: true }),
        server: { name: 'booking', title: 'Booking' },
      },
    },
    serverText: ['accounts.', 'example.com'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open' }));
    await expect(args.onOpenUrl).toHaveBeenCalledTimes(1);
    await expect(args.onOpenUrl).toHaveBeenCalledWith('https://accounts.example.com/connect?state=1');
    await expect(args.onPost).toHaveBeenCalledTimes(1);
    await expect(args.onPost).toHaveBeenCalledWith({ id: 'story-url', result: { action: 'accept' }, token: anyToken });
  },
};

const approvalMessage = 'Allow the assistant to restart the staging server?';

/**
 * An approval inline (docs/behaviour.md §13.3): a form with no properties is the message, then Decline and Allow, with
 * no empty form frame; Allow posts empty content and the card says "Allowed", with nothing to summarise.
 */
export const Approval: Story = {
  args: {
    elicitation: {
      ...part('pending'),
      id: 'story-approval',
      request: {
        ...parseElicitation('elicitation/create', { message: approvalMessage, requestedSchema: { type: 'object', properties: {} } }, 'legacy'),
        server: { name: 'ops', title: 'Ops assistant' },
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: approvalMessage });
    await expect(within(form).getAllByRole('button').map((button) => button.textContent)).toEqual(['Decline', 'Allow']);
    await expect(canvasElement.querySelectorAll('input, select, textarea')).toHaveLength(0);
    await expect(canvas.queryByRole('group')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Allowed'));
    await expect(args.onPost).toHaveBeenCalledTimes(1);
    await expect(args.onPost).toHaveBeenCalledWith({ id: 'story-approval', result: { action: 'accept', content: {} }, token: anyToken });
    await expect(canvas.queryAllByRole('button')).toEqual([]);
    await expect(canvas.queryByRole('definition')).toBeNull();
  },
};
