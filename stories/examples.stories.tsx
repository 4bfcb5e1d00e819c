/**
 * Every example form of the MCP elicitation pages (2025-06-18, 2025-11-25, 2026-07-28) and of the seeds
 * (release details, rollout, lead capture, inspect-part with thumbnails, the resource picker snippet). Each
 * story submits the example answer and checks the exact result (pre-filled from the document's own answer).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElicitationForm } from '../components/ElicitationForm/index.ts';
import { fixtureById } from '../src/fixtures/index.ts';
import { fixtureArgs } from './storyStates.tsx';

const meta = {
  title: 'Examples/MCP and seeds',
  component: ElicitationForm,
  args: { onResult: fn(), message: '', requestedSchema: {} },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The example form, pre-filled with the document's answer; Submit must send exactly that answer. */
function example(id: string, prepare?: (canvasElement: HTMLElement) => Promise<void>): Story {
  const fixture = fixtureById(id)!;
  return {
    args: fixtureArgs(fixture, 'prefilled'),
    play: async ({ canvasElement, args }) => {
      if (!fixture.supported || !fixture.exampleContent) return;
      const canvas = within(canvasElement);
      await prepare?.(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: fixture.exampleContent });
      // The summary of what was sent loads on demand (docs/behaviour.md §14.1): the story ends once it shows.
      if (Object.keys(fixture.exampleContent).length > 0) await canvas.findAllByRole('term');
    },
  };
}

export const SeedReleaseDetails = example('seed/release-details');
export const SeedRollout = example('seed/rollout');
export const SeedLeadCapture = example('seed/lead-capture');
export const SeedInspectPart = example('seed/inspect-part');
export const SeedPartPicker = example('seed/part-picker');

export const Mcp20250618GithubUsername = example('mcp-2025-06-18/github-username');
export const Mcp20250618ContactInformation = example('mcp-2025-06-18/contact-information');
export const Mcp20250618RequestSchema = example('mcp-2025-06-18/request-schema');
export const Mcp20250618SchemaTypes = example('mcp-2025-06-18/schema-types');

export const Mcp20251125GithubUsername = example('mcp-2025-11-25/github-username');
export const Mcp20251125ContactInformation = example('mcp-2025-11-25/contact-information');
/**
 * The page's string snippet pairs `pattern: "^[A-Za-z]+$"` with `format: "email"`: no value can satisfy both, so
 * its pre-filled default is refused and the only valid answer leaves the field empty.
 */
export const Mcp20251125SchemaTypes = example('mcp-2025-11-25/schema-types', async (canvasElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  const field = canvas.getAllByRole('textbox', { name: /Display Name/ })[0]!;
  await expect(field).toHaveAccessibleDescription(/Enter a value in the requested format/);
  await userEvent.clear(field);
});
export const Mcp20251125UrlMode = example('mcp-2025-11-25/url-mode');

export const Mcp20260728GithubUsername = example('mcp-2026-07-28/github-username');
export const Mcp20260728ContactInformation = example('mcp-2026-07-28/contact-information');
export const Mcp20260728SchemaTypes = example('mcp-2026-07-28/schema-types');
