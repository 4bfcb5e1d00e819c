/**
 * Approvals (docs/behaviour.md §13.3): a form with no properties shows the message, then Decline and Allow, and no empty
 * form frame; a Codex tool approval names the tool and the server it approves, as isolated server text.
 */
import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationForm, ElicitationSettings } from '../components/ElicitationForm/index.ts';
import type { MessageOverrides } from '../components/messages.ts';
import { createElicitationQueue, ElicitationDialog } from '../components/host/index.ts';
import { parseElicitation } from '../src/protocol/index.ts';
import { codexToolApproval as codexParams } from '../src/fixtures/approvals.ts';

const meta = {
  title: 'Form/Approval',
  component: ElicitationForm,
  args: { onResult: fn(), message: 'Deploy release 1.2.0 to production?', requestedSchema: { type: 'object', properties: {} } },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: the message, then Decline and Allow; Allow sends empty content. */
export const Confirmation: Story = {
  args: { server: { name: 'Release bot' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Deploy release 1.2.0 to production?' });
    await expect(within(form).getAllByRole('button').map((button) => button.textContent)).toEqual(['Decline', 'Allow']);
    await expect(canvasElement.querySelector('.elicit-form__fields')).toBeNull();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** Allowed: the status says so, with no summary and no buttons left. */
export const Allowed: Story = {
  args: { server: { name: 'Release bot' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: {} }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Allowed');
  },
};

/** A Codex tool approval: the tool and the server under the message. */
export const CodexToolApproval: Story = {
  args: { message: codexParams.message, params: codexParams, server: { name: 'github' } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: codexParams.message });
    await expect(form).toHaveAccessibleDescription('Tool Create issue Server github');
  },
};

function DialogWithCodexApproval({ messages }: { messages?: MessageOverrides }) {
  const [queue] = useState(createElicitationQueue);
  const asked = useRef(false);
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    // Ask once even if effects run twice (React strict mode).
    if (asked.current) return;
    asked.current = true;
    void queue.ask({ ...parseElicitation('elicitation/create', codexParams, 'legacy'), server: { name: 'github', title: 'GitHub' } })
      .then((result) => setAnswer(JSON.stringify(result)));
  }, [queue]);
  return <main><h1>Chat</h1><p aria-label="Answer sent">{answer}</p><ElicitationSettings value={{ messages }}><ElicitationDialog queue={queue} /></ElicitationSettings></main>;
}

/** The same approval in the host dialog: focus starts on Decline; Allow is the primary button. */
export const CodexToolApprovalInDialog: Story = {
  // The request's text as args too, so the pseudo-locale check knows it for server text.
  args: { message: codexParams.message, params: codexParams },
  // The story's `messages` (the pseudo-locale's, say) reach the dialog through the host's settings.
  render: ({ messages }) => <DialogWithCodexApproval messages={messages} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'GitHub needs your input' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Decline' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Allow' })).toHaveAttribute('data-variant', 'primary');
  },
};
