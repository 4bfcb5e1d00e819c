/**
 * elicit-kit/testing — Playwright helpers for hosts that render forms with elicit-kit. They find fields the way a
 * user does (the label, as the control's accessible name) and act through the real controls, whatever widget a
 * kind renders as, so they keep working with custom styles and both themes.
 * @example
 * const form = elicitationForm(page);
 * await form.fill('Work email', 'ada@example.com');
 * await form.submit();
 * await expect(form.root).toHaveAttribute('data-status', 'accepted');
 */
import type { Page } from '@playwright/test';
import type { ElicitResult } from '../src/model.ts';
import { permalinkHash, type PermalinkForm } from '../src/permalink.ts';
import { readResult } from './reading.ts';

export { elicitationForm, type ElicitationFormHelpers, type FormOptions } from './form.ts';
export type { FieldRef } from './locate.ts';
export type { FileInput, FilePayload } from './lists.ts';
export type { FormStatus } from './reading.ts';
export type { AnswerStep, ScriptedAnswer, ScriptEntry, ScriptFile, ScriptFolder } from '../src/fixtures/script.ts';
export { FIXTURE_TIME_ZONE } from '../src/fixtures/script.ts';
export { permalinkHash, type PermalinkForm };

/** Opens `form` on a page that follows elicit-kit's `#form=` permalinks (the kit's playground does). */
export async function openPermalink(page: Page, form: PermalinkForm, path = '/'): Promise<void> {
  await page.goto(`${path}${permalinkHash(form)}`);
}

/** Reads the JSON result a page shows in `data-testid="elicitation-result"` (the playground does), if any yet. */
export async function readShownResult(page: Page): Promise<ElicitResult | undefined> {
  return readResult(page, { timeout: 5_000 }).catch(() => undefined);
}
