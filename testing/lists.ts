/**
 * Fields that hold typed or added things: suggestion comboboxes, string lists (chips) and the resource pickers'
 * added files. Names of buttons follow the kit's default English messages ("Remove …").
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Locator } from '@playwright/test';
import type { ScriptEntry, ScriptFile, ScriptFolder } from '../src/fixtures/script.ts';
import { locateField, nameOptions, type FieldRef } from './locate.ts';

/** A file as Playwright's `setInputFiles` takes it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** What `addFiles` accepts: a path on disk, a payload, or the corpus's plain-data files and folders. */
export type FileInput = string | FilePayload | ScriptFile | ScriptFolder;

function comboboxOf(form: Locator, ref: FieldRef) {
  const { box, control } = locateField(form, ref, ['combobox']);
  return { box, input: control.and(box.locator('input')) };
}

/**
 * Types `text` into a suggestion combobox; with `pick`, then picks the suggestion with that title (the field
 * gets its `const`). Without it the typed text is the value (docs/behaviour.md §4: the typed text wins).
 */
export async function suggest(form: Locator, ref: FieldRef, text: string, options: { pick?: string } = {}): Promise<void> {
  const { box, input } = comboboxOf(form, ref);
  await input.fill(text);
  if (options.pick !== undefined) await box.getByRole('option', nameOptions(options.pick)).click();
  await input.blur(); // closes the popup, so it never covers the next field
}

/** Adds entries to a string list: typed text (then Enter), or `{ pick, type? }` to pick a suggestion by title. */
export async function addEntries(form: Locator, ref: FieldRef, entries: readonly ScriptEntry[]): Promise<void> {
  const { box, input } = comboboxOf(form, ref);
  for (const entry of entries) {
    if (typeof entry === 'string') {
      await input.fill(entry);
      await input.press('Enter');
      continue;
    }
    await input.fill(entry.type ?? '');
    if (!entry.type) await input.press('ArrowDown'); // opens the whole list
    await box.getByRole('option', nameOptions(entry.pick)).click();
  }
  await input.blur();
}

/** Removes a string-list entry's chip by its label (a picked suggestion shows its title). */
export async function removeEntry(form: Locator, ref: FieldRef, entry: string): Promise<void> {
  const { box } = comboboxOf(form, ref);
  await box.getByRole('button', { name: `Remove ${entry}`, exact: true }).first().click();
}

function pickerBox(form: Locator, ref: FieldRef): Locator {
  return locateField(form, ref, ['group', 'radiogroup', 'list']).box;
}

/** Writes a plain-data folder to a fresh temp directory and returns its path. */
function writeFolder({ folder, files }: ScriptFolder): string {
  const root = join(mkdtempSync(join(tmpdir(), 'elicit-kit-')), folder);
  for (const file of files) {
    const path = join(root, file.name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text ?? '');
  }
  return root;
}

/**
 * Adds files (or a folder) to a picker through its file input, as the file chooser would, and waits until the
 * host has turned each into a URI. Refused files (wrong type) show a notice instead.
 */
export async function addFiles(form: Locator, ref: FieldRef, files: readonly FileInput[]): Promise<void> {
  const box = pickerBox(form, ref);
  const input = box.locator('input[type="file"]');
  const folders = files.filter((file): file is ScriptFolder => typeof file === 'object' && 'folder' in file);
  const plain = files.filter((file) => !(typeof file === 'object' && 'folder' in file)) as (string | FilePayload | ScriptFile)[];
  for (const folder of folders) await input.setInputFiles(writeFolder(folder));
  if (plain.length > 0) {
    const payloads = plain.map((file) =>
      typeof file === 'string' || 'buffer' in file
        ? file
        : { name: file.name, mimeType: file.mimeType ?? 'application/octet-stream', buffer: Buffer.from(file.text ?? '') },
    );
    await input.setInputFiles(payloads as string[] | FilePayload[]);
  }
  await box.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/** Removes an item from a picker's list (an implicit picker's option or a file the user added) by its label. */
export async function removeItem(form: Locator, ref: FieldRef, item: string): Promise<void> {
  await pickerBox(form, ref).getByRole('button', { name: `Remove ${item}`, exact: true }).click();
}
