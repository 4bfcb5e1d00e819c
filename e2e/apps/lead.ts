/** What both apps' specs type into the form (the apps render the same request), and the content it must give. */
import { expect, type Locator, type Page } from '@playwright/test';

export const nextURL = `http://127.0.0.1:${process.env.APPS_NEXT_PORT ?? 3100}`;
export const viteURL = `http://127.0.0.1:${process.env.APPS_VITE_PORT ?? 4180}`;

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

/** Fills every field as a user would, then presses Submit. */
export async function fillAndSubmit(form: Locator) {
  await form.getByRole('textbox', { name: 'Full name' }).fill('John Doe');
  await form.getByRole('textbox', { name: 'Work email' }).fill('john.doe@acme.com');
  await form.getByRole('textbox', { name: 'Company' }).fill('Acme');
  await form.getByRole('spinbutton', { name: 'Team size' }).fill('25');
  await form.getByRole('radio', { name: 'Pro' }).check();
  const aliases = form.getByRole('combobox', { name: 'Aliases' });
  for (const alias of ['Johnny', 'JD']) {
    await aliases.fill(alias);
    await aliases.press('Enter');
  }
  await expect(form.getByRole('list', { name: 'Aliases: entries' }).getByRole('listitem')).toHaveText(['Johnny', 'JD']);
  await form.getByRole('button', { name: 'Submit' }).click();
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
