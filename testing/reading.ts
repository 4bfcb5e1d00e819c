/** Reading what a form (and its host page) says: its status, its field errors and the result a host shows. */
import type { Locator, Page } from '@playwright/test';
import type { ElicitResult } from '../src/model.ts';

/**
 * `editing`, `accepted`, `declined` or `cancelled` (the root's `data-status`), or `closed` when the form is not on
 * the page (a host dialog unmounts its form once answered).
 */
export type FormStatus = 'editing' | 'accepted' | 'declined' | 'cancelled' | 'closed';

/**
 * The status of the first of `roots`, read in one step without waiting: `closed` when there is none. A locator's
 * `getAttribute` would wait for the form to come back, until the test's timeout.
 */
export async function readStatus(roots: Locator): Promise<FormStatus> {
  return roots.evaluateAll((elements) => (elements[0]?.getAttribute('data-status') ?? 'closed') as FormStatus);
}

/**
 * Every field error the form shows, keyed by field label (without the required star). Labels shared by several
 * fields get ` (2)`, ` (3)`… in form order. A string list's entry errors are joined when the field has no error
 * of its own.
 */
export async function readErrors(root: Locator): Promise<Record<string, string>> {
  return root.evaluate((element) => {
    const errors: Record<string, string> = {};
    for (const box of Array.from(element.querySelectorAll<HTMLElement>('[data-kind][data-invalid]'))) {
      const label = box.querySelector<HTMLElement>('[id$="-label"]');
      if (!label) continue;
      const visible = label.cloneNode(true) as HTMLElement;
      visible.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      const name = visible.textContent?.trim() ?? '';
      const fieldError = document.getElementById(label.id.replace(/-label$/, '-error'))?.textContent?.trim();
      const itemErrors = Array.from(box.querySelectorAll('[aria-invalid="true"] [id$="-error"]'), (e) => e.textContent?.trim());
      const message = fieldError || itemErrors.filter(Boolean).join('; ');
      let key = name;
      for (let n = 2; key in errors; n += 1) key = `${name} (${n})`;
      errors[key] = message;
    }
    return errors;
  });
}

/**
 * The JSON result a host page shows in `data-testid="elicitation-result"` (the kit's playground does), once
 * there is one. Resolves `undefined` if what it shows is not JSON.
 */
export async function readResult(page: Page, options: { timeout?: number } = {}): Promise<ElicitResult | undefined> {
  const shown = page.getByTestId('elicitation-result').filter({ hasText: /\S/ });
  await shown.waitFor({ timeout: options.timeout });
  try {
    return JSON.parse((await shown.textContent()) ?? '') as ElicitResult;
  } catch {
    return undefined;
  }
}
