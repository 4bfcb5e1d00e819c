/**
 * The person's language by default (docs/behaviour.md §13.5): with no `messages`, the kit speaks the first of the
 * browser's languages it ships (the exact tag, then the language alone; Chinese in Simplified script as `zh-Hans`),
 * English until that catalogue's chunk arrives, and then the whole form at once. A host's `messages` wins; a server
 * renders English.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElicitationForm } from '../ElicitationForm/ElicitationForm.tsx';
import { ElicitationDialog } from '../host/ElicitationDialog.tsx';
import { createElicitationQueue } from '../queue/queue.ts';
import { loadPreferredMessages, preferredLanguage } from './preferred.ts';
import { fr } from './fr.ts';
import { ja } from './ja.ts';
import { zhHans } from './zh-Hans.ts';

const schema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] };

/** The browser's languages, as the person set them (jsdom's are en-US, en). */
function speak(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  act(() => void window.dispatchEvent(new Event('languagechange')));
}
afterEach(() => vi.restoreAllMocks());

describe('preferredLanguage', () => {
  it.each([
    [['fr-CH', 'fr', 'en'], 'fr'],
    [['de-AT'], 'de'],
    [['es-419', 'en'], 'es'],
    [['pt-BR'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['it-IT'], 'it'],
    [['ja-JP'], 'ja'],
    [['ko-KR'], 'ko'],
    [['zh-CN'], 'zh-Hans'],
    [['zh-SG'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['zh-Hans-HK'], 'zh-Hans'],
    [['zh-TW', 'ja'], 'ja'],
    [['zh-Hant', 'en'], 'en'],
    [['zh-HK'], undefined],
    [['en-GB', 'de'], 'en'],
    [['nl-NL', 'sv', 'it'], 'it'],
    [['*', '', 'fr'], 'fr'],
  ])('%j → %s', (languages, expected) => {
    expect(preferredLanguage(languages)).toBe(expected);
  });

  it('skips what is not a tag and never throws', () => {
    expect(preferredLanguage([null, 42, {}, 'ja'])).toBe('ja');
    expect(preferredLanguage('fr' as unknown as string[])).toBeUndefined();
    expect(preferredLanguage([])).toBeUndefined();
  });
});

describe('a form with no messages', () => {
  it('stays English for an English browser', async () => {
    speak('en-US', 'en');
    render(<ElicitationForm message="Who?" requestedSchema={schema} onResult={() => {}} />);
    await act(() => loadPreferredMessages());
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('speaks the browser’s first shipped language once its catalogue arrives, validation messages included', async () => {
    speak('nl', 'fr-CH', 'en');
    const user = userEvent.setup();
    render(<ElicitationForm message="Who?" requestedSchema={schema} onResult={() => {}} />);
    await user.click(await screen.findByRole('button', { name: fr.submit }));
    expect(await screen.findByText(fr.validation.required)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('follows a change of the browser’s languages (zh-CN: Simplified Chinese)', async () => {
    speak('ja');
    render(<ElicitationForm message="Who?" requestedSchema={schema} onResult={() => {}} />);
    expect(await screen.findByRole('button', { name: ja.submit })).toBeInTheDocument();
    speak('zh-CN', 'en');
    expect(await screen.findByRole('button', { name: zhHans.submit })).toBeInTheDocument();
  });

  it('translates the host dialog around it as well', async () => {
    speak('ja-JP');
    await loadPreferredMessages();
    const queue = createElicitationQueue();
    render(<ElicitationDialog queue={queue} />);
    void queue.ask({ source: 'mrtr-openai', message: 'Who?', requestedSchema: schema, params: {}, server: { name: 'crm', title: 'CRM' } });
    const dialog = await screen.findByRole('dialog', { name: ja.hostDialogTitle('CRM') });
    expect(within(dialog).getByRole('button', { name: ja.submit })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: ja.cancel })).toBeInTheDocument();
  });

  it('is rendered at once in a loaded language, with no English first', async () => {
    speak('ja');
    await loadPreferredMessages();
    render(<ElicitationForm message="Who?" requestedSchema={schema} onResult={() => {}} />);
    expect(screen.getByRole('button', { name: ja.submit })).toBeInTheDocument();
  });
});

describe('a host’s messages', () => {
  it('win over the browser’s language, even a partial catalogue', async () => {
    speak('ja');
    await loadPreferredMessages();
    render(<ElicitationForm message="Who?" requestedSchema={schema} onResult={() => {}} messages={{ submit: 'Send' }} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
