/**
 * Hostile server patterns cannot freeze the page (docs/behaviour.md §8.4). Each form is opened in the playground,
 * filled with an adversarial value of up to `maxLength` (or 10,000 code points), submitted (refused with its
 * field error), typed into (every keystroke revalidates), then filled with a matching value and submitted
 * (sent exactly). A `longtask` PerformanceObserver installed before the page loads records the main thread's
 * tasks; only those after the form mounted count.
 *
 * The browser's backtracking RegExp would block for tens of seconds (`^(a+)+$` on 30 code points) to longer
 * than the universe (the same on 10,000), so the assertion's threshold separates a freeze from the linear
 * matcher with a wide margin on a loaded 2-core machine. The longest task per phase is printed, next to a
 * harmless-pattern control with the same page work and the matcher's own time in the same browser.
 */
import { expect, type Page } from '@playwright/test';
import { reusedPageTest } from './support/reusedPage.ts';
import { build, type Rolldown } from 'vite';
import { openPermalink, readShownResult } from '../testing/index.ts';

const test = reusedPageTest();

// Natively, `^(a+)+$` takes ≈1.2 s on 25 code points and doubles per code point (≈38 s on 30); on 10,000 it never
// ends. The threshold only has to separate that from linear matching: on the shared 2-core machine (load average
// 25–34) the page's own work on a refused Submit (rendering the error, announcing it) already reached 1.7 s in
// one task with the matcher taking under 20 ms of it, so 5 s keeps a margin on both sides.
const FREEZE_THRESHOLD_MS = 5000;
const N = 10_000;
const a = (count: number): string => 'a'.repeat(count);

interface HostileCase {
  pattern: string;
  maxLength?: number;
  hostile: string;
  /** Typed after the refused Submit; each keystroke revalidates and the value stays invalid. */
  typed: string;
  matching: string;
}

const CASES: HostileCase[] = [
  // Control: the same page work (10,000 code points filled, validated, rendered) with a harmless pattern.
  { pattern: '^a*$', hostile: a(N - 1) + '!', typed: '!!', matching: a(N) },
  { pattern: '^(a+)+$', hostile: a(N - 1) + '!', typed: '!!', matching: a(N) },
  { pattern: '^(a+)+$', maxLength: 30, hostile: a(29) + '!', typed: '', matching: a(30) },
  { pattern: '(a|aa)+$', hostile: a(N - 1) + '!', typed: '!!', matching: a(N) },
  { pattern: '^(\\w+\\s?)*$', hostile: a(N - 1) + '!', typed: '!!', matching: 'ab '.repeat((N - 1) / 3) + 'c' },
  { pattern: '([a-z]+)*@', hostile: a(N - 2), typed: 'aa', matching: a(N - 1) + '@' },
  { pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', hostile: 'a@' + '.'.repeat(N - 4) + ' ', typed: ' ', matching: 'a@' + '.'.repeat(N - 3) + 'b' },
];

async function installLongTaskObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

const now = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** The longest main-thread task (ms) that started in [from, to); 0 when no task reached 50 ms. */
async function longestTask(page: Page, from: number, to = Infinity): Promise<number> {
  // A long task is reported once it ends: let the observer run before reading.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  return page.evaluate(([start, end]) => {
    const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
    return Math.max(0, ...tasks.filter((task) => task.start >= start! && task.start < end!).map((task) => task.duration));
  }, [from, to]);
}

for (const { pattern, maxLength, hostile, typed, matching } of CASES) {
  const length = [...hostile].length + [...typed].length;
  test(`pattern ${pattern} on ${length} code points${maxLength ? ` (maxLength ${maxLength})` : ''} never blocks the page`, async ({ page }) => {
    await installLongTaskObserver(page);
    const code = { type: 'string', title: 'Code', pattern, ...(maxLength === undefined ? {} : { maxLength }) };
    await openPermalink(page, { message: 'Hostile pattern', requestedSchema: { type: 'object', properties: { code }, required: ['code'] } });
    const field = page.getByRole('textbox', { name: 'Code' });
    await expect(field).toBeVisible();
    const mounted = await now(page);

    await field.fill(hostile);
    const submitted = await now(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(field).toHaveAccessibleDescription(/Enter a value in the requested format/);
    const typing = await now(page);
    if (typed) {
      await field.press('End');
      await page.keyboard.type(typed);
      await expect(field).toHaveValue(hostile + typed);
      await expect(field).toHaveAccessibleDescription(/Enter a value in the requested format/);
    }
    expect(await readShownResult(page)).toBeUndefined();
    const matchingStarted = await now(page);

    await field.fill(matching);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('elicitation-result')).not.toBeEmpty();
    expect(await readShownResult(page)).toEqual({ action: 'accept', content: { code: matching } });

    const phases = {
      fill: await longestTask(page, mounted, submitted),
      'refused submit': await longestTask(page, submitted, typing),
      typing: await longestTask(page, typing, matchingStarted),
      'accepted fill + submit': await longestTask(page, matchingStarted),
    };
    const longest = Math.max(...Object.values(phases));
    const report = `longest task ${longest.toFixed(0)} ms; per phase ${Object.entries(phases).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ')} (0 = no task reached 50 ms)`;
    test.info().annotations.push({ type: `pattern ${pattern}, ${length} code points`, description: report });
    console.log(`[hostile-patterns] ${pattern} on ${length} code points${maxLength ? ` (maxLength ${maxLength})` : ''}: ${report}`);
    expect(longest).toBeLessThan(FREEZE_THRESHOLD_MS);
  });
}

/** The matcher alone, bundled as the app bundles it, so its own share of a task can be told apart. */
async function matcherBundle(): Promise<string> {
  const result = await build({
    configFile: false, logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry: 'src/pattern/index.ts', formats: ['iife'], name: 'ElicitPattern' } },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  return output.output[0].code;
}

test('the matcher alone in Chromium: hostile patterns on their inputs (first call and warm)', async ({ page }) => {
  await page.goto('/');
  await page.addScriptTag({ content: await matcherBundle() });
  const cases = CASES.map(({ pattern, hostile, matching }) => ({ pattern, hostile, matching }));
  const timings = await page.evaluate((list) => {
    const { testPattern } = (window as unknown as { ElicitPattern: { testPattern: (p: string, v: string) => boolean } }).ElicitPattern;
    return list.map(({ pattern, hostile, matching }) => {
      const time = (value: string) => {
        const started = performance.now();
        const result = testPattern(pattern, value);
        return { result, ms: performance.now() - started };
      };
      const first = time(hostile);
      const warm = [time(hostile), time(hostile), time(hostile)].map((run) => run.ms).sort((x, y) => x - y)[1]!;
      return { pattern, length: [...hostile].length, first, warm, matches: time(matching).result };
    });
  }, cases);
  for (const { pattern, length, first, warm, matches } of timings) {
    const report = `${pattern} on ${length} code points: first call ${first.ms.toFixed(1)} ms, warm ${warm.toFixed(1)} ms`;
    test.info().annotations.push({ type: 'matcher', description: report });
    console.log(`[hostile-patterns] matcher alone: ${report}`);
    expect({ pattern, hostile: first.result, matching: matches }).toEqual({ pattern, hostile: false, matching: true });
  }
});
