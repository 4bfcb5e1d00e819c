// @vitest-environment node
/**
 * The person's language on a server (docs/behaviour.md §13.5): plain Node has no `navigator`, so a server renders
 * English even with a catalogue loaded in the same process, and loads a catalogue for a person's languages when asked.
 * React logs nothing (React 18 warns about layout effects only where a document exists).
 */
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ElicitationForm } from '../ElicitationForm/ElicitationForm.tsx';
import { loadPreferredMessages } from './preferred.ts';
import { fr } from './fr.ts';
import { ja } from './ja.ts';

const schema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] };

let logged: unknown[][] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => vi.restoreAllMocks());

describe('on a server', () => {
  it('renders English, even with a catalogue loaded', async () => {
    expect(await loadPreferredMessages(['ja'])).toBe(ja);
    const html = renderToString(<ElicitationForm message="Who?" requestedSchema={schema} onResult={() => {}} />);
    expect(html).toContain('>Submit<');
    expect(html).not.toContain(ja.submit);
    expect(logged).toEqual([]);
  });

  it('loads the catalogue for a person’s languages on request', async () => {
    expect(await loadPreferredMessages(['fr-CA', 'en'])).toBe(fr);
    expect(await loadPreferredMessages(['en'])).toBeUndefined();
    expect(await loadPreferredMessages(['xx'])).toBeUndefined();
  });
});
