/**
 * The text kinds' form (src/fixtures/kinds.ts) opened from its permalink with its two required fields filled, so a
 * spec about its date fields only deals with those.
 */
import type { Page } from '@playwright/test';
import { textKinds } from '../../src/fixtures/kinds.ts';
import { elicitationForm, openPermalink } from '../../testing/index.ts';

export async function openTextForm(page: Page) {
  await openPermalink(page, { message: textKinds.message, requestedSchema: textKinds.requestedSchema });
  const form = elicitationForm(page, { message: textKinds.message });
  await form.fill('Event name', 'Launch');
  await form.fill('Contact email', 'host@example.com');
  return form;
}
