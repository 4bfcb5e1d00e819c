/**
 * The overflow check shared by the catalogue specs (docs/behaviour.md §7.10): no button, label, option, chip or status
 * line of the kit has text wider than its own box (it would be cut off or run over its neighbour), and nothing of
 * the kit sticks out of the kit's root.
 */
import type { Page } from '@playwright/test';

/**
 * The kit's controls whose text is wider than their box, and its elements that stick out of its roots; measured
 * once the page has laid out again (two frames: what reacts to a new width, resize observers and their re-render)
 * and no part of the kit is still loading (`aria-busy`). One round trip per check; `undefined` when the story shows
 * no form and no dialog (nothing of the kit to check).
 */
export function overflowing(page: Page): Promise<string[] | undefined> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    for (let waited = 0; document.querySelector('[aria-busy="true"]') && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (document.querySelector('[aria-busy="true"]')) return ['still loading after 10 s (aria-busy)'];
    const roots = document.querySelectorAll('[part~="form"], dialog[open]');
    if (roots.length === 0) return undefined;
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const root of roots) {
      const box = root.getBoundingClientRect();
      const controls = root.querySelectorAll('button, label, legend, summary, [role="option"], [role="status"], [part~="status"], select, .elicit-chip');
      for (const control of controls) {
        if (!control.checkVisibility({ visibilityProperty: true })) continue;
        const rect = control.getBoundingClientRect();
        // For screen readers only (a one-field form's refusal count, a far counter): 1 px wide, clipped on purpose.
        if (rect.width <= 1) continue;
        // Cut on purpose with an ellipsis: a resource's name or type (server text, read whole by screen readers).
        if (getComputedStyle(control).textOverflow === 'ellipsis') continue;
        // One pixel of slack: subpixel layout rounds scrollWidth up.
        if (control.scrollWidth > control.clientWidth + 1 && control.clientWidth > 0) {
          found.push(`${describe(control)}: text ${control.scrollWidth - control.clientWidth} px wider than its box`);
        }
        if (rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1)) {
          found.push(`${describe(control)}: sticks out of the kit by ${Math.round(Math.max(box.left - rect.left, rect.right - box.right))} px`);
        }
      }
    }
    return found;
  });
}
