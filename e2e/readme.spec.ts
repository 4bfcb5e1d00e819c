/**
 * The README's "Testing your host" example, exactly as written there (the package names resolve to this
 * checkout through tsconfig `paths`). If this fails, the README is wrong.
 */
import { expect } from '@playwright/test';
import { reusedPageTest } from './support/reusedPage.ts';
import { elicitationForm, openPermalink } from 'elicit-kit/testing';
import { corpus, fixtureById } from 'elicit-kit/fixtures';

const test = reusedPageTest();

test('the lead form sends exactly what was typed', async ({ page }) => {
  await openPermalink(page, fixtureById('seed/lead-capture')!); // or page.goto() your own page showing a form
  const form = elicitationForm(page);
  await form.fill('Full name', 'Ada Lovelace');
  await form.fill('Work email', 'ada@example.com'); // required: its label shows "Work email *"
  await form.fill('Team size', '12');
  await form.uncheck('Subscribe to product updates');
  await form.choose('Primarily interested in', 'Enterprise');
  await form.submit();
  expect(await form.errors()).toEqual({ Company: 'This field is required' });
  await form.fill('Company', 'Analytical Engines');
  await form.submit();
  await expect(form.root).toHaveAttribute('data-status', 'accepted');
  expect(await form.result()).toEqual({
    action: 'accept',
    content: { fullName: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', teamSize: 12, subscribe: false, interest: 'Enterprise' },
  });
});

for (const fixture of corpus.filter((entry) => entry.source === 'seed')) {
  test(`${fixture.id}: its scripted answer gives its expected result`, async ({ page }) => {
    await openPermalink(page, fixture);
    const form = elicitationForm(page);
    await form.run(fixture.answer.steps); // [{ fill: ['Work email', 'ada@example.com'] }, …, { submit: true }]
    expect(await form.result()).toEqual(fixture.answer.result);
  });
}
