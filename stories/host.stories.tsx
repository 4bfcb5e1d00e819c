/**
 * The host dialog (components/host, docs/behaviour.md §1.5 *Decision*, §7): two servers ask at once, the dialog shows one form
 * at a time titled with the asking server, says how many more wait, and each answer resolves its own request.
 */
import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationSettings } from '../components/ElicitationForm/index.ts';
import { createElicitationQueue, ElicitationDialog } from '../components/host/index.ts';
import { fixtureById, releaseDetails, suggestionKinds } from '../src/fixtures/index.ts';
import { pickerFixture } from '../src/fixtures/pickers.ts';
import type { ElicitResult, HostProfile } from '../src/model.ts';
import type { MessageOverrides } from '../components/messages.ts';
import type { ElicitationRequest } from '../src/protocol/index.ts';

const githubUsername = fixtureById('mcp-2025-06-18/github-username')!;

/** The two requests, as attachElicitation would hand them over from two connected servers. */
const requests: ElicitationRequest[] = [
  {
    source: 'mrtr-openai', message: releaseDetails.message, requestedSchema: releaseDetails.requestedSchema, params: {},
    server: { name: 'release-bot', title: 'Release bot' },
  },
  {
    source: 'legacy-plain', message: githubUsername.message, requestedSchema: githubUsername.requestedSchema, params: {},
    server: { name: 'github', title: 'GitHub' },
  },
];

/** A host page: a queue, the dialog, and the answers each server received (as JSON, like a log). */
function HostWithTwoServers({ profile, messages }: { profile?: HostProfile; messages?: MessageOverrides }) {
  const [queue] = useState(createElicitationQueue);
  const [answers, setAnswers] = useState<string[]>([]);
  const asked = useRef(false);
  useEffect(() => {
    // Ask once even if effects run twice (React strict mode): a real client asks each request once.
    if (asked.current) return;
    asked.current = true;
    for (const request of requests) {
      void queue.ask(request).then((result: ElicitResult) =>
        setAnswers((previous) => [...previous, `${request.server?.title ?? ''}: ${JSON.stringify(result)}`]));
    }
  }, [queue]);
  return (
    <main>
      <h1>Chat</h1>
      <ul aria-label="Answers sent">
        {answers.map((answer) => <li key={answer}>{answer}</li>)}
      </ul>
      <ElicitationSettings value={{ profile, messages }}>
        <ElicitationDialog queue={queue} />
      </ElicitationSettings>
    </main>
  );
}

const meta = {
  title: 'Host/Dialog',
  component: HostWithTwoServers,
  args: { profile: 'desktop' },
} satisfies Meta<typeof HostWithTwoServers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two servers ask at once: answer the first, and the second server's form takes its place. */
export const TwoServersQueued: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('dialog', { name: 'Release bot needs your input' });
    await expect(within(first).getByText('Enter release details')).toBeVisible();
    await expect(within(first).getByText('1 more request is waiting')).toBeVisible();
    await userEvent.type(within(first).getByRole('textbox', { name: /version/ }), '1.2.0');
    await userEvent.click(within(first).getByRole('button', { name: 'Submit' }));

    const second = await canvas.findByRole('dialog', { name: 'GitHub needs your input' });
    await expect(within(second).getByText('Please provide your GitHub username')).toBeVisible();
    await expect(within(second).queryByText(/more request/)).toBeNull();
    await waitFor(() => expect(within(second).getByRole('textbox', { name: /name/ })).toHaveFocus());
    await expect(canvas.getByRole('list', { name: 'Answers sent' })).toHaveTextContent(
      'Release bot: {"action":"accept","content":{"version":"1.2.0"}}',
    );
  },
};

/** Stands in for the MCP server giving up on the request on screen (its `notifications/cancelled`, a dropped call). */
let serverGivesUp = () => {};

function HostWhoseServerGivesUp({ messages }: { messages?: MessageOverrides }) {
  const [queue] = useState(createElicitationQueue);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const call = new AbortController();
    serverGivesUp = () => call.abort();
    void queue.ask({ ...requests[1]!, signal: call.signal });
  }, [queue]);
  return <main><h1>Chat</h1><ElicitationSettings value={{ messages }}><ElicitationDialog queue={queue} /></ElicitationSettings></main>;
}

/**
 * The server gives up while the person is typing: the form does not vanish from under them. The dialog says why, in
 * the form's place, with focus on that sentence, until they close it (docs/behaviour.md §7.9, for
 * every request that closes on screen without their answer).
 */
export const ServerGaveUp: Story = {
  render: ({ messages }) => <HostWhoseServerGivesUp messages={messages} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'GitHub needs your input' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /name/ }), 'octo');
    serverGivesUp();
    const said = await within(dialog).findByText('This request was withdrawn: nothing waits for an answer any more');
    const status = said.closest('[role="status"]');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** A host whose one server asks `request` in the dialog. */
function HostAsking({ request, messages, className }: { request: ElicitationRequest; messages?: MessageOverrides; className?: string }) {
  const [queue] = useState(createElicitationQueue);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void queue.ask(request);
  }, [queue, request]);
  return <main><h1>Chat</h1><ElicitationSettings value={{ messages }}><ElicitationDialog queue={queue} className={className} /></ElicitationSettings></main>;
}

/** The suggestion field of the kind fixture alone: the dialog's scrolling fields are then about as tall as its input. */
const cityOnly = (suggestionKinds.requestedSchema as { properties: { city: unknown } }).properties.city;
const shopRequest: ElicitationRequest = {
  source: 'mrtr-openai', message: suggestionKinds.message, params: {},
  requestedSchema: { type: 'object', properties: { city: cityOnly }, required: ['city'] },
  server: { name: 'shop', title: 'Shop' },
};

/**
 * The suggestion list open in the dialog, whose scrolling fields (one field) leave it no room: it is raised above the
 * dialog (the top layer) and shows all its suggestions, never cut by the dialog's edge (docs/look.md, "Popups").
 */
export const SuggestionsInDialog: Story = {
  render: ({ messages }) => <HostAsking request={shopRequest} messages={messages} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Shop needs your input' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: /City/ }));
    await userEvent.keyboard('{ArrowDown}');
    const list = await within(dialog).findByRole('listbox', { name: /City/ });
    await expect(list).toBeVisible();
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await waitFor(() => expect(list.scrollHeight).toBeLessThanOrEqual(list.clientHeight));
  },
};

const photos = pickerFixture('picker/thumbnails');
const photosRequest: ElicitationRequest = {
  source: 'mrtr-openai', message: photos.message, requestedSchema: photos.requestedSchema, params: {},
  server: { name: 'listings', title: 'Listings' },
};

/**
 * The dialog as wide as it is on a 320 px phone (the window less 1rem each side): the image grid keeps two columns, and
 * Cancel and Decline share a row above a full-width Submit (docs/look.md, "Phones").
 */
export const PhoneWidth320: Story = {
  render: ({ messages }) => (
    <>
      <style>{'.story-phone-320 { --elicit-host-dialog-width: 288px; }'}</style>
      <HostAsking request={photosRequest} messages={messages} className="story-phone-320" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Listings needs your input' });
    await within(dialog).findByRole('checkbox', { name: /Front/ });
    const top = (name: RegExp) => within(dialog).getByRole('checkbox', { name }).getBoundingClientRect().top;
    // The grid counts its columns once it has a width (a resize observer): wait for the second column.
    await waitFor(() => expect(top(/Garden/)).toBe(top(/Front/)));
    const decline = within(dialog).getByRole('button', { name: 'Decline' }).getBoundingClientRect();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' }).getBoundingClientRect().top).toBe(decline.top);
    await expect(within(dialog).getByRole('button', { name: 'Submit' }).getBoundingClientRect().top).toBeGreaterThan(decline.bottom);
  },
};
