/**
 * The modal dialog's look is its own stylesheet, `elicit-kit/dialog.css` (docs/behaviour.md §14.2). A host that loads the kit's
 * look (`styles.css`) but not the dialog's would get a dialog drawn with the browser's defaults and no word why:
 * say it once, in the console. A host without `styles.css`, or with `unstyled`, brings its own look: nothing to say.
 */
let told = false;

/** Warns once per page when `styles.css` is loaded and `dialog.css` is not (read from the open dialog's tokens). */
export function warnIfDialogLookMissing(dialog: HTMLElement): void {
  if (told || typeof getComputedStyle !== 'function') return;
  const style = getComputedStyle(dialog);
  const kitLook = style.getPropertyValue('--elicit-font-size') !== ''; // tokens.css, in styles.css
  const dialogLook = style.getPropertyValue('--elicit-host-dialog-pad') !== ''; // dialog.css
  if (!kitLook || dialogLook) return;
  told = true;
  console.warn("elicit-kit: <ElicitationDialog> has the kit's look but not the dialog's: add import 'elicit-kit/dialog.css' after 'elicit-kit/styles.css' (or pass unstyled).");
}
