/**
 * elicit-kit/testing — Playwright helpers for hosts that render forms with elicit-kit.
 * They find things the way a user does (roles and accessible names), so they keep working with custom styles.
 * @example
 * const form = elicitationForm(page);
 * await form.field('Work email').fill('a@b.co');
 * await form.submit();
 * await expect(form.root).toHaveAttribute('data-status', 'accepted');
 */
import type { Locator, Page } from '@playwright/test';
import type { ElicitResult } from '../src/model.ts';
import { permalinkHash, type PermalinkForm } from '../src/permalink.ts';

export { permalinkHash, type PermalinkForm };

/** Locators and actions for the first (or the given) elicit-kit form inside `scope`. */
export function elicitationForm(scope: Page | Locator, options: { message?: string | RegExp } = {}) {
  const root = scope.locator('[data-status]').filter({ has: scope.locator('form') }).filter(
    options.message === undefined ? {} : { hasText: options.message },
  ).first();
  const form = root.locator('form').first();
  const button = (name: string) => form.getByRole('button', { name, exact: true });
  return {
    /** The form's root element; its `data-status` is `editing`, `accepted`, `declined` or `cancelled`. */
    root,
    /** A field's control, by its label (the property `title`, else its name). */
    field: (label: string | RegExp) => form.getByLabel(label, { exact: typeof label === 'string' }),
    /** A group (radio/checkbox group, picker) by its label. */
    group: (label: string | RegExp) => form.getByRole('group', { name: label }).or(form.getByRole('radiogroup', { name: label })),
    submit: () => button('Submit').click(),
    decline: () => button('Decline').click(),
    cancel: () => button('Cancel').click(),
    /** The status the form reports, e.g. 'editing' or 'accepted'. */
    status: () => root.getAttribute('data-status'),
  };
}

/** Opens `form` on a page that follows elicit-kit's `#form=` permalinks (the kit's playground does). */
export async function openPermalink(page: Page, form: PermalinkForm, path = '/'): Promise<void> {
  await page.goto(`${path}${permalinkHash(form)}`);
}

/** Reads the JSON result a page shows in `data-testid="elicitation-result"` (the playground does). */
export async function readShownResult(page: Page): Promise<ElicitResult | undefined> {
  const text = (await page.getByTestId('elicitation-result').textContent())?.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ElicitResult;
  } catch {
    return undefined;
  }
}
