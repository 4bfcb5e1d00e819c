/**
 * The console line a host gets when it loads the kit's look but not the dialog's (docs/behaviour.md §14.2: dialog.css is opt-in).
 * The two stylesheets are stood in for by the custom properties each one sets on the dialog.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnIfDialogLookMissing } from './dialogStylesheet.ts';

function dialogWith(properties: Record<string, string>): HTMLElement {
  const dialog = document.createElement('dialog');
  for (const [name, value] of Object.entries(properties)) dialog.style.setProperty(name, value);
  document.body.append(dialog);
  return dialog;
}

afterEach(() => { document.body.replaceChildren(); vi.restoreAllMocks(); });

// In this order: the module tells once per page, so the cases that must stay silent come first.
describe('warnIfDialogLookMissing', () => {
  it('says nothing when both looks are loaded', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnIfDialogLookMissing(dialogWith({ '--elicit-font-size': '0.875rem', '--elicit-host-dialog-pad': '1.25rem' }));
    expect(warn).not.toHaveBeenCalled();
  });

  it("says nothing when the host brings its own look (no styles.css)", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnIfDialogLookMissing(dialogWith({}));
    expect(warn).not.toHaveBeenCalled();
  });

  it('names the missing import once when styles.css is there and dialog.css is not', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnIfDialogLookMissing(dialogWith({ '--elicit-font-size': '0.875rem' }));
    warnIfDialogLookMissing(dialogWith({ '--elicit-font-size': '0.875rem' }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("import 'elicit-kit/dialog.css'");
  });
});
