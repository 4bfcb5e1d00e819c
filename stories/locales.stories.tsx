/**
 * The shipped catalogues (docs/behaviour.md §7.10, §13.5), one story each: a form with most of the kit's own strings
 * (required marks, hints, counts, the string list's help line, the picker's buttons) after a refused Submit (the errors
 * and the "needs attention" line), the root in the catalogue's `lang`. The server's text stays English: only the kit's
 * words change. Light and dark baselines come from e2e/stories.spec.ts like every story's; e2e/locale-overflow.spec.ts
 * checks every story in every catalogue for text wider than its control.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElicitationForm } from '../components/ElicitationForm/index.ts';
import type { Messages } from '../components/messages.ts';
import { shippedCatalogues } from './pseudoLocale.ts';

const requestedSchema = {
  type: 'object',
  properties: {
    project: { type: 'string', title: 'Project name', maxLength: 40 },
    replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9 },
    channels: {
      type: 'array', title: 'Notify', minItems: 1, maxItems: 2,
      items: { anyOf: [{ const: 'mail', title: 'Email' }, { const: 'slack', title: 'Slack' }, { const: 'sms', title: 'SMS' }] },
    },
    reviewers: { type: 'array', title: 'Reviewers', items: { type: 'string' }, minItems: 1, maxItems: 3, uniqueItems: true },
    context: {
      type: 'array', title: 'Context files', items: { type: 'string', format: 'uri' },
      'x-openai-input': {
        type: 'resource', selection: 'implicit', userOptions: { kind: 'file' },
        options: [{ uri: 'file:///notes/report.pdf', name: 'report.pdf', mimeType: 'application/pdf', size: 1_250_000 }],
      },
    },
    launch: { type: 'string', format: 'date', title: 'Launch date' },
    confirm: { type: 'boolean', title: 'Tell the team' },
  },
  required: ['project', 'launch'],
};

const meta = {
  title: 'Form/Locales',
  component: ElicitationForm,
  args: {
    onResult: fn(),
    server: { name: 'Deploy bot' },
    message: 'Review the deployment before it starts.',
    requestedSchema,
    defaultContent: { replicas: 3, channels: ['mail'], reviewers: ['ada@example.com'] },
  },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A story in `tag`'s catalogue: the root in that language, Submit pressed with the project and the date missing. */
function inLanguage(tag: string): Story {
  const messages: Messages = shippedCatalogues[tag]!;
  const inLang: Decorator = (Story) => createElement('div', { lang: tag }, Story());
  return {
    args: { messages },
    decorators: [inLang],
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      // The toolbar's locale (e2e/pseudo-locale.spec.ts: the pseudo-locale) replaces the story's catalogue.
      const shown = (args.messages ?? messages) as Messages;
      await userEvent.click(canvas.getByRole('button', { name: shown.submit }));
      await expect(args.onResult).not.toHaveBeenCalled();
      await expect(canvasElement.querySelector('[part~="status"]')).toHaveTextContent(shown.errorsSummary(2));
    },
  };
}

export const French = inLanguage('fr');
export const German = inLanguage('de');
export const Spanish = inLanguage('es');
export const PortugueseBrazil = { ...inLanguage('pt-BR'), name: 'Portuguese (Brazil)' };
export const Italian = inLanguage('it');
export const Japanese = inLanguage('ja');
export const Korean = inLanguage('ko');
export const ChineseSimplified = { ...inLanguage('zh-Hans'), name: 'Chinese (Simplified)' };
