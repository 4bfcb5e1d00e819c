/** What both apps' specs type into the form (the apps render the same request), and the content it must give. */
import { expect, type Locator, type Page } from '@playwright/test';
import { origin } from './ports.ts';

export const nextURL = origin('APPS_NEXT_PORT');
export const viteURL = origin('APPS_VITE_PORT');

export const leadForm = (page: Page) => page.getByRole('form', { name: 'New lead from the demo call — capture the details' });

export const expectedContent = {
  fullName: 'John Doe',
  email: 'john.doe@acme.com',
  company: 'Acme',
  teamSize: 25,
  subscribe: true,
  interest: 'Pro',
  aliases: ['Johnny', 'JD'],
};

/** The lead form as the demo MCP server asks it (demo/server/forms.ts): the seed form, without the string list. */
export const expectedDemoLead = Object.fromEntries(Object.entries(expectedContent).filter(([key]) => key !== 'aliases'));

/** Fills every field as a user would (the Aliases list only if the form has it), then presses Submit. */
export async function fillAndSubmit(form: Locator, { aliases: withAliases = true } = {}) {
  await form.getByRole('textbox', { name: 'Full name' }).fill('John Doe');
  await form.getByRole('textbox', { name: 'Work email' }).fill('john.doe@acme.com');
  await form.getByRole('textbox', { name: 'Company' }).fill('Acme');
  await form.getByRole('spinbutton', { name: 'Team size' }).fill('25');
  await form.getByRole('radio', { name: 'Pro' }).check();
  if (withAliases) await fillAliases(form);
  await form.getByRole('button', { name: 'Submit' }).click();
}

async function fillAliases(form: Locator) {
  const aliases = form.getByRole('combobox', { name: 'Aliases' });
  for (const alias of ['Johnny', 'JD']) {
    await aliases.fill(alias);
    await aliases.press('Enter');
  }
  await expect(form.getByRole('list', { name: 'Aliases: entries' }).getByRole('listitem')).toHaveText(['Johnny', 'JD']);
}

/** Every console error or warning and every uncaught error the page logs (hydration mismatches among them). */
export function consoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return seen;
}
