/**
 * The Playwright idioms a host's test reaches for first work on every widget of every kind (README "Testing your host"): plain
 * locators and actions only — `getByRole(…).check()/uncheck()` on radios, checkboxes, image cards and picker
 * rows, `click()` on a long list's trigger and then on its `option`, `fill()` on text-like controls,
 * `press('Enter')` on comboboxes, `setInputFiles()` on the pickers' file inputs — and the exact result the
 * playground shows.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { reusedPageTest } from './support/reusedPage.ts';
import { fixtureById } from '../src/fixtures/index.ts';
import { permalinkHash } from '../src/permalink.ts';

const test = reusedPageTest({ timezoneId: 'Europe/Paris' });

async function open(page: Page, id: string) {
  const { message, requestedSchema, profile } = fixtureById(id)!;
  await page.goto(`/${permalinkHash({ message, requestedSchema, profile })}`);
  const form = page.getByRole('form', { name: message });
  await expect(form).toBeVisible();
  return form;
}

async function submitAndRead(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  const shown = page.getByTestId('elicitation-result');
  await expect(shown).not.toBeEmpty();
  return JSON.parse((await shown.textContent()) ?? '') as unknown;
}

test('text, number, date, date-time: fill(); boolean: check() and uncheck()', async ({ page }) => {
  const form = await open(page, 'kind/text');
  await form.getByRole('textbox', { name: 'Event name' }).fill('Launch party');
  await form.getByRole('textbox', { name: 'Contact email' }).fill('host@example.com');
  await form.getByRole('textbox', { name: 'Website' }).fill('https://example.com/launch');
  await form.getByRole('textbox', { name: 'Day' }).fill('2026-12-01');
  await form.getByRole('textbox', { name: 'Starts at' }).fill('2026-12-01T18:30');
  await form.getByRole('textbox', { name: 'Room code' }).fill('ABC-12');
  expect(await submitAndRead(page)).toEqual({
    action: 'accept',
    content: {
      name: 'Launch party', contact: 'host@example.com', website: 'https://example.com/launch', day: '2026-12-01',
      startsAt: '2026-12-01T18:30:00+01:00', code: 'ABC-12',
    },
  });

  const numbers = await open(page, 'kind/number');
  await numbers.getByRole('spinbutton', { name: 'Nodes' }).fill('12');
  await numbers.getByRole('spinbutton', { name: 'Memory ratio' }).fill('2');
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { nodes: 12, ratio: 2 } });

  const booleans = await open(page, 'kind/boolean');
  await booleans.getByRole('checkbox', { name: 'I reviewed the changes' }).check();
  await booleans.getByRole('checkbox', { name: 'Notify the team' }).check();
  await booleans.getByRole('checkbox', { name: 'Dry run first' }).uncheck();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { agree: true, notify: true, dryRun: false } });
});

test('radios: check(); long lists: click() the listbox trigger, then the option', async ({ page }) => {
  const form = await open(page, 'kind/single-choice');
  await form.getByRole('radio', { name: 'Python' }).check();
  await form.getByRole('radio', { name: 'Apache 2.0' }).check();
  await form.getByRole('radio', { name: 'Enterprise' }).check();
  await form.getByRole('radio', { name: '5' }).check();
  await form.getByRole('combobox', { name: 'Country' }).click();
  await form.getByRole('option', { name: 'Japan' }).click();
  expect(await submitAndRead(page)).toEqual({
    action: 'accept',
    content: { language: 'Python', license: 'apache-2.0', plan: 'enterprise', replicas: 5, country: 'Japan' },
  });

  const long = await open(page, 'choice/long-lists');
  await long.getByRole('combobox', { name: 'Region' }).click();
  await long.getByRole('option', { name: 'Region 7' }).click();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { region: 'option-7' } });
});

test('checkbox rows: check() and uncheck()', async ({ page }) => {
  const form = await open(page, 'kind/multi-choice');
  await form.getByRole('checkbox', { name: 'Linear' }).check();
  await form.getByRole('checkbox', { name: 'Jira' }).check();
  await form.getByRole('checkbox', { name: 'Jira' }).uncheck();
  await form.getByRole('checkbox', { name: 'Deployments' }).check();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { tools: ['Linear'], alerts: ['deploy'] } });
});

test('image cards: check() on the radio and checkbox cards themselves', async ({ page }) => {
  const radios = await open(page, 'choice/thumbnails');
  await radios.getByRole('radio', { name: 'M6 nut' }).check();
  await expect(radios.getByRole('radio', { name: 'M6 nut' })).toBeChecked();
  await radios.getByRole('radio', { name: 'Corner bracket' }).check();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { part: 'bracket' } });

  const seed = await open(page, 'seed/inspect-part');
  await seed.getByRole('radio', { name: 'M6 hex bolt' }).check();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { part: 'hex-bolt' } });

  const boxes = await open(page, 'choice/multi-thumbnails');
  await boxes.getByRole('checkbox', { name: 'Gloss' }).check();
  await boxes.getByRole('checkbox', { name: 'Powder coat' }).check();
  await boxes.getByRole('checkbox', { name: 'Raw' }).check();
  await boxes.getByRole('checkbox', { name: 'Gloss' }).uncheck();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { finishes: ['powder', 'raw'] } });

  const mixed = await open(page, 'kind/thumbnails');
  await mixed.getByRole('radio', { name: 'Blocked source' }).check();
  await mixed.getByRole('checkbox', { name: 'Heart' }).check();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { style: 'blocked', stickers: ['heart'] } });
});

test('comboboxes: fill() and click an option, press("Enter") to pick or to add an entry, remove a chip', async ({ page }) => {
  const form = await open(page, 'kind/text-suggestions');
  const city = form.getByRole('combobox', { name: 'City' });
  await city.fill('tok');
  await city.press('ArrowDown');
  await city.press('Enter'); // picks the highlighted suggestion
  await expect(city).toHaveValue('tokyo');
  const tags = form.getByRole('combobox', { name: 'Tags' });
  await tags.fill('urg');
  await form.getByRole('option', { name: 'Urgent' }).click();
  await tags.fill('fragile');
  await tags.press('Enter'); // adds the typed entry
  const aliases = form.getByRole('combobox', { name: 'Aliases' });
  await aliases.fill('Depot');
  await aliases.press('Enter');
  await aliases.fill('Old depot');
  await aliases.press('Enter');
  await form.getByRole('button', { name: 'Remove Old depot' }).click();
  expect(await submitAndRead(page)).toEqual({
    action: 'accept',
    content: { city: 'tokyo', tags: ['urgent', 'fragile'], aliases: ['Depot'] },
  });

  const deploy = await open(page, 'suggestions/deploy');
  await deploy.getByRole('combobox', { name: 'Region' }).fill('us-west-2');
  await deploy.getByRole('combobox', { name: 'Reviewers' }).fill('ops@example.org');
  await deploy.getByRole('combobox', { name: 'Reviewers' }).press('Enter');
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { region: 'us-west-2', reviewers: ['ops@example.org'] } });
});

test('picker rows and cards: check() and uncheck(); Remove buttons; setInputFiles() on the file input', async ({ page }) => {
  const explicit = await open(page, 'picker/explicit');
  await explicit.getByRole('checkbox', { name: 'budget.xlsx' }).check();
  await explicit.getByRole('checkbox', { name: 'Q3 report' }).check();
  await explicit.getByRole('checkbox', { name: 'budget.xlsx' }).uncheck();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { documents: ['file:///reviews/q3-report.pdf'] } });

  const single = await open(page, 'picker/single');
  await single.getByRole('radio', { name: 'Frame assembly' }).check();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { drawing: 'cad://drawings/frame' } });

  const cards = await open(page, 'picker/thumbnails');
  await cards.getByRole('checkbox', { name: 'Garden' }).check();
  await cards.getByRole('checkbox', { name: 'Kitchen' }).check();
  await cards.getByRole('checkbox', { name: 'Garden' }).uncheck();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { photos: ['file:///photos/kitchen.jpg'] } });

  const uploads = await open(page, 'picker/uploads');
  await uploads.getByRole('checkbox', { name: 'M6 hex bolt' }).check();
  await uploads.getByLabel('Add files…').setInputFiles({ name: 'frame.stl', mimeType: 'model/stl', buffer: Buffer.from('solid') });
  await expect(uploads.getByRole('button', { name: 'Remove frame.stl' })).toBeVisible();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { parts: ['cad://parts/hex-bolt', 'file:///frame.stl'] } });

  const implicit = await open(page, 'picker/implicit');
  await implicit.getByRole('button', { name: 'Remove app.log' }).click();
  expect(await submitAndRead(page)).toEqual({
    action: 'accept',
    content: { attachments: ['file:///logs/crash.txt', 'file:///screens/error.png'] },
  });

  const root = mkdtempSync(join(tmpdir(), 'elicit-idioms-'));
  mkdirSync(join(root, 'Drawings'));
  writeFileSync(join(root, 'Drawings', 'plan.dwg'), 'plan');
  const folder = await open(page, 'picker/folder');
  await folder.getByLabel('Add folder…').setInputFiles(join(root, 'Drawings'));
  await expect(folder.getByRole('button', { name: 'Remove Drawings' })).toBeVisible();
  expect(await submitAndRead(page)).toEqual({ action: 'accept', content: { folders: ['file:///work/site', 'file:///Drawings'] } });
});
