/**
 * Every fixture of the corpus (`elicit-kit/fixtures`), answered on the playground through `elicit-kit/testing`
 * only: the scripted steps run through the helpers, then the exact `{action, content}` the page shows must be the
 * fixture's expected result. Each fixture runs in the light and the dark theme. Unsupported fixtures show the
 * notice and only Dismiss (⇒ cancel). One page per worker, reused: a fixture opens by its permalink.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { corpus, type CorpusFixture } from '../src/fixtures/corpus.ts';
import { leadCapture } from '../src/fixtures/seeds.ts';
import { FIXTURE_TIME_ZONE, elicitationForm } from '../testing/index.ts';
import { openInPlayground, type Theme } from './support/playground.ts';

const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL, timezoneId: FIXTURE_TIME_ZONE });
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

const STATUS = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const;

async function answer(page: Page, fixture: CorpusFixture, theme: Theme) {
  await openInPlayground(page, fixture, theme);
  const form = elicitationForm(page, { message: fixture.message });
  if (fixture.supported) await expect(form.notice()).toHaveCount(0);
  else await expect(form.notice()).toBeVisible();
  await form.run(fixture.answer.steps);
  expect(await form.result()).toEqual(fixture.answer.result);
  expect(await form.status()).toBe(STATUS[fixture.answer.result.action]);
  expect(await form.errors()).toEqual({});
}

for (const fixture of corpus) {
  test(`${fixture.id}: the scripted answer gives the expected result, light and dark`, async ({ sharedPage }) => {
    await answer(sharedPage, fixture, 'light');
    await answer(sharedPage, fixture, 'dark');
  });
}

test('errors() names every invalid field by its label; fixing them lets Submit through', async ({ sharedPage }) => {
  await openInPlayground(sharedPage, leadCapture, 'light');
  const form = elicitationForm(sharedPage);
  await form.fill('Work email', 'not an email');
  await form.submit();
  expect(await form.status()).toBe('editing');
  expect(await form.errors()).toEqual({
    'Full name': 'This field is required',
    'Work email': 'Enter a valid email address',
    Company: 'This field is required',
  });
  await form.fill('Full name', 'Ada Lovelace');
  await form.fill('Work email', 'ada@example.com');
  await form.fill('Company', 'Analytical Engines');
  await form.submit();
  expect(await form.errors()).toEqual({});
  expect(await form.result()).toEqual({
    action: 'accept',
    content: { fullName: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', subscribe: true },
  });
});
