/**
 * The playground page (index.html) in real Chromium: `#fixture=<id>` links and `#form=` permalinks open forms,
 * answers show up as exact JSON, the page follows fragment changes, the live host is one link away, the Theme
 * switch themes the whole page, the form comes first on a phone, and axe (WCAG 2.1 A/AA) finds nothing.
 */
import { expect, type Page } from '@playwright/test';
import { axeBuilder } from './support/axe.ts';
import { reusedPageTest } from './support/reusedPage.ts';
import { allFixtures, fixtureById } from '../src/fixtures/index.ts';
import { permalinkHash } from '../src/permalink.ts';

const test = reusedPageTest({ timezoneId: 'Europe/Paris', locale: 'en-GB' });

const hashOf = (id: string) => {
  const fixture = fixtureById(id)!;
  return permalinkHash({ message: fixture.message, requestedSchema: fixture.requestedSchema, profile: fixture.profile });
};

async function expectNoAxeViolations(page: Page) {
  const axe = await (await axeBuilder(page)).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const result = (page: Page) => page.getByTestId('elicitation-result');
/** The playground's form area (the page also holds the live host panel, with its own status). */
const stage = (page: Page) => page.getByRole('region', { name: 'Form' });

test('a permalink opens the form; filling and submitting shows the exact result', async ({ page }) => {
  await page.goto(`/${hashOf('seed/lead-capture')}`);
  const form = page.getByRole('form', { name: 'New lead from the demo call — capture the details' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Full name' }).fill('John Doe');
  await form.getByRole('textbox', { name: 'Work email' }).fill('john.doe@acme.com');
  await form.getByRole('textbox', { name: 'Company' }).fill('Acme');
  await form.getByRole('spinbutton', { name: 'Team size' }).fill('25');
  await form.getByRole('radio', { name: 'Pro' }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  expect(JSON.parse(await result(page).textContent() ?? '')).toEqual({
    action: 'accept',
    content: { fullName: 'John Doe', email: 'john.doe@acme.com', company: 'Acme', teamSize: 25, subscribe: true, interest: 'Pro' },
  });
  await expect(stage(page).getByRole('status')).toHaveText('Sent');
});

test('date-time is sent as RFC 3339 with the browser offset; Enter submits', async ({ page }) => {
  await page.goto(`/${hashOf('kind/text')}`);
  await page.getByRole('textbox', { name: 'Event name' }).fill('Launch');
  await page.getByRole('textbox', { name: 'Contact email' }).fill('host@example.com');
  await page.getByLabel('Starts at').fill('2026-12-01T18:30');
  await page.getByRole('textbox', { name: 'Event name' }).press('Enter');
  await expect(result(page)).toHaveText(/"startsAt": "2026-12-01T18:30:00\+01:00"/);
  expect(JSON.parse(await result(page).textContent() ?? '')).toEqual({
    action: 'accept',
    content: { name: 'Launch', contact: 'host@example.com', startsAt: '2026-12-01T18:30:00+01:00' },
  });
});

test('the page follows fragment changes, and Escape cancels without content', async ({ page }) => {
  await page.goto(`/${hashOf('mcp-2025-06-18/github-username')}`);
  await expect(page.getByRole('form', { name: 'Please provide your GitHub username' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Example forms' }).getByRole('link', { name: 'Capture a lead' }).click();
  await expect(page.getByRole('form', { name: /New lead/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Company' }).press('Escape');
  expect(JSON.parse(await result(page).textContent() ?? '')).toEqual({ action: 'cancel' });
  await page.goBack();
  await expect(page.getByRole('form', { name: 'Please provide your GitHub username' })).toBeVisible();
  await expect(result(page)).toHaveText('');
});

test('a refused Submit focuses the first invalid field and announces the count; axe finds nothing', async ({ page }) => {
  await page.goto(`/${hashOf('seed/rollout')}`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('textbox', { name: 'Release name' })).toBeFocused();
  await expect(stage(page).getByRole('status')).toHaveText('1 field needs attention');
  await expect(page.getByRole('textbox', { name: 'Release name' })).toHaveAccessibleDescription(
    'Shown in the changelog This field is required 0 of 50 characters',
  );
  await expectNoAxeViolations(page);
  await expect(result(page)).toHaveText('');
});

test('axe finds nothing on the dark theme, the unsupported notice and the kind gallery', async ({ page }) => {
  await page.goto(`/${hashOf('kind/number')}`);
  await page.getByLabel('Theme').selectOption('dark');
  await expectNoAxeViolations(page);
  await page.goto(`/${hashOf('unsupported/nested-object')}`);
  await expect(page.getByText("This request can't be shown here")).toBeVisible();
  await page.getByText('Details for developers').click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  expect(JSON.parse(await result(page).textContent() ?? '')).toEqual({ action: 'cancel' });
});

test('screenshot: the rollout form after a refused Submit', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto(`/${hashOf('seed/rollout')}`);
  await page.getByLabel('Theme').selectOption('light');
  await page.getByRole('spinbutton', { name: 'Initial rollout %' }).fill('12.5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(stage(page).getByRole('status')).toHaveText('2 fields need attention');
  await expect(page.locator('.demo-form')).toHaveScreenshot('playground-rollout-invalid.png');
});

test('the JSON editor shows support issues inline, and the form and permalink follow the edits', async ({ page }) => {
  await page.goto('/');
  const editor = page.getByRole('textbox', { name: 'Request JSON' });
  const check = page.locator('#demo-editor-check');

  await editor.fill('{"message": "Your name?", "requestedSchema": {"type": "object", "properties": {"name": {"type": "string", "title": "Name"}}}');
  await expect(check).toContainText('Not a request yet');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');

  const request = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } };
  await editor.fill(JSON.stringify(request, null, 2));
  await expect(check).toHaveText('Supported: the form above follows your edits.');
  const form = page.getByRole('form', { name: 'Your name?' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(permalinkHash(request));
  await expect(editor).toHaveValue(JSON.stringify(request, null, 2)); // typing is never overwritten by the form it opened

  await form.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(result(page)).toHaveText(JSON.stringify({ action: 'accept', content: { name: 'Ada' } }, null, 2));

  const nested = { ...request, requestedSchema: { type: 'object', properties: { address: { type: 'object', properties: {} } } } };
  await editor.fill(JSON.stringify(nested));
  await expect(check).toContainText('Unsupported');
  await expect(check.getByRole('listitem')).toContainText(['/properties/address']);
  await expect(stage(page).getByText("This request can't be shown here")).toBeVisible();
  await expectNoAxeViolations(page);
});

test('gallery links are #fixture=<id> links showing the id; an old #form= permalink still opens its form', async ({ page }) => {
  await page.goto(`/${hashOf('mcp-2025-06-18/github-username')}`);
  await expect(page.getByRole('form', { name: 'Please provide your GitHub username' })).toBeVisible();
  const gallery = page.getByRole('navigation', { name: 'Example forms' });
  // Every form of the corpus, then the URL-mode examples (tested below).
  await expect(gallery.locator('a[href^="#url="]')).toHaveCount(12);
  const links = gallery.locator('a[href^="#fixture="]');
  await expect(gallery.getByRole('link')).toHaveCount(allFixtures.length + 12);
  const ids = allFixtures.map((fixture) => fixture.id);
  await expect(links).toHaveCount(ids.length);
  // [href, the id the link shows] for every link
  const shown = await links.evaluateAll((all) => all.map((link) => [link.getAttribute('href'), link.querySelector('code')?.textContent]));
  expect(shown.map(([href]) => href).sort()).toEqual(ids.map((id) => `#fixture=${id}`).sort());
  expect(shown.filter(([href, id]) => href !== `#fixture=${id}`)).toEqual([]);

  const lead = links.filter({ hasText: 'Capture a lead' });
  await lead.click();
  await expect(page.getByRole('form', { name: 'New lead from the demo call — capture the details' })).toBeVisible();
  expect(await page.evaluate(() => window.location.hash)).toBe('#fixture=seed/lead-capture');
  await expect(lead).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Permalink' })).toHaveAttribute('href', '#fixture=seed/lead-capture');
});

test('the first link on the page leads to the live host and its steps; the open form keeps its answers', async ({ page }) => {
  await page.goto('/#fixture=seed/lead-capture');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  const toHost = page.getByRole('link').first();
  await expect(toHost).toHaveText('Try the live MCP host');
  await toHost.click();
  const host = page.getByRole('region', { name: 'Live MCP host' });
  await expect(host.getByRole('heading', { name: 'Live MCP host' })).toBeInViewport();
  await expect(host.getByRole('listitem')).toHaveText([/^Connect to the demo MCP server/, /^Pick a tool/, /^Answer in the dialog/]);
  await expect(host.getByRole('button', { name: 'Connect' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
});

test.describe('on a dark system', () => {
  test('the Theme switch themes the whole page: background, text, the form and the live host', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/#fixture=kind/number');
    const body = page.locator('body');
    const card = page.locator('.demo-form .elicit-form'); // the form's card
    const host = page.getByRole('region', { name: 'Live MCP host' });
    await expect(body).toHaveCSS('background-color', 'rgb(18, 18, 18)');
    await page.getByLabel('Theme').selectOption('light');
    await expect(body).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(host).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.getByLabel('Theme').selectOption('dark');
    await expect(body).toHaveCSS('background-color', 'rgb(18, 18, 18)');
    await expect(host).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(card).toHaveCSS('background-color', 'rgb(33, 33, 33)');
  });
});

test('on a phone (390 px wide) the form comes first, before the gallery', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const form = stage(page).getByRole('form', { name: 'Configure the v2.1.0 rollout' });
  await expect(form).toBeInViewport();
  const gallery = page.getByRole('navigation', { name: 'Example forms' });
  await expect(gallery).not.toBeInViewport();
  const formBox = (await form.boundingBox())!;
  const galleryBox = (await gallery.boundingBox())!;
  expect(formBox.y + formBox.height).toBeLessThan(galleryBox.y);
});

test('URL-mode deceptions (docs/url-safety.md): server text in a warning is only a cut <bdi> quotation; look-alikes and odd hosts are warned about', async ({ page }) => {
  await page.goto('/#url=url/userinfo-prose');
  const region = page.getByRole('region', { name: 'Open a web page?' });
  const userinfo = region.getByRole('alert').locator('li[data-warning="userinfo"]');
  await expect(userinfo.locator('bdi.elicit-url__quote')).toHaveText('www.google.com%E2%80%9D%20is%20the%20rea…');
  await expect(userinfo).toHaveText('“www.google.com%E2%80%9D%20is%20the%20rea…@” is not the site. This link opens evil.example.');
  await page.goto('/#url=url/userinfo-bidi');
  await expect(userinfo).toHaveText('“%E2%80%AEmoc.elgoog@” is not the site. This link opens evil.example.');
  await page.goto('/#url=url/idn-digits');
  await expect(region.getByRole('alert').locator('li[data-warning="mixed-scripts"]')).toContainText('(Latin, Lao)');
  await page.goto('/#url=url/combining-mark');
  await expect(region.getByRole('alert').locator('li[data-warning="mixed-scripts"]')).toContainText('(Latin, Cyrillic)');
  await page.goto('/#url=url/unusual-host');
  await expect(region.getByRole('alert').locator('li[data-warning="unusual-host"]')).toContainText('This link opens accounts.google.com$.evil.example.');
  await expect(region.locator('mark')).toHaveText('evil.example');
});

test('URL-mode examples show the consent view: a warning, a refused scheme, and Open → waiting → accept', async ({ page }) => {
  const shown = async () => JSON.parse((await page.getByTestId('elicitation-result').textContent()) ?? '') as unknown;
  await page.goto('/#url=url/userinfo');
  const region = page.getByRole('region', { name: 'Open a web page?' });
  await expect(region).toBeVisible();
  await expect(region.getByRole('alert')).toContainText('evil.example');
  expect(await (await axeBuilder(page)).include('.demo-form').analyze().then((report) => report.violations)).toEqual([]);

  await page.goto('/#url=url/refused');
  await expect(region).toBeVisible();
  await expect(region.getByRole('button', { name: 'Open' })).toHaveCount(0);
  await region.getByRole('button', { name: 'Decline' }).click();
  await expect.poll(shown).toEqual({ action: 'decline' });

  await page.goto('/#url=url/plain');
  await expect(page.getByRole('link', { name: /url\/plain/ })).toHaveAttribute('aria-current', 'page');
  await region.getByRole('button', { name: 'Open' }).click();
  // The playground never opens the page; it says what a host would open.
  await expect(page.getByTestId('opened-url')).toContainText('https://login.pay.example.co.uk/authorize?client=kit');
  await page.getByRole('button', { name: 'I’ve finished' }).click();
  await expect.poll(shown).toEqual({ action: 'accept' });
});
