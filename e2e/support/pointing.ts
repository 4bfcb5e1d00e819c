/** Which way a drawn chevron points, for the right-to-left specs (docs/behaviour.md §7.3). */
import type { Locator } from '@playwright/test';

/**
 * Which way the chevron inside `button` (its first svg path) points as drawn: the chevron's tip (the middle of its
 * path) against the middle of the icon, after every CSS transform, rotation and scale on the way.
 */
export function pointing(button: Locator): Promise<'left' | 'right'> {
  return button.evaluate((element) => {
    const path = element.querySelector('path')!;
    const tip = path.getPointAtLength(path.getTotalLength() / 2);
    const matrix = path.getScreenCTM()!;
    const drawnTip = new DOMPoint(tip.x, tip.y).matrixTransform(matrix);
    const box = element.querySelector('svg')!.getBoundingClientRect();
    return drawnTip.x > box.left + box.width / 2 ? 'right' : 'left';
  });
}
