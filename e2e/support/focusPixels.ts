/**
 * Pixel comparisons for focus rings (docs/look.md, "Focus"): screenshots with and without focus, decoded in Chromium's
 * own canvas (no image library), then compared pixel by pixel.
 */
import type { Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/** How many pixels differ between two PNG screenshots of the same size, counting only those outside `inner`. */
export async function changedBandPixels(page: Page, before: Buffer, after: Buffer, inner: Box): Promise<{ changed: number; band: number }> {
  return page.evaluate(async ({ before, after, inner }) => {
    const decode = async (base64: string) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height);
    };
    const [a, b] = await Promise.all([decode(before), decode(after)]);
    let changed = 0;
    let band = 0;
    for (let y = 0; y < a.height; y += 1) {
      for (let x = 0; x < a.width; x += 1) {
        if (x >= inner.x && x < inner.x + inner.width && y >= inner.y && y < inner.y + inner.height) continue;
        band += 1;
        const i = (y * a.width + x) * 4;
        if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) changed += 1;
      }
    }
    return { changed, band };
  }, { before: before.toString('base64'), after: after.toString('base64'), inner });
}

/** Per side of the ring's box: pixels that changed on focus by a contrast of at least 3:1, and that side's length. */
export type RingSides = Record<'top' | 'right' | 'bottom' | 'left', { strong: number; length: number }>;

/** Keeps `unfocused`, a screenshot of the page region `origin` with nothing focused, in the page for ringSides. */
export async function keepUnfocused(page: Page, unfocused: Buffer, origin: Box): Promise<void> {
  await page.evaluate(async ({ png, origin }) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    Object.assign(window, { unfocusedShot: { image: context.getImageData(0, 0, bitmap.width, bitmap.height), origin } });
  }, { png: unfocused.toString('base64'), origin });
}

/**
 * Where focus changed a pixel by ≥ 3:1 (WCAG 2.2 focus appearance: focused against unfocused), comparing
 * `focused` (a screenshot of the page region `clip`) with the kept unfocused screenshot, counted in four bands
 * straddling the edges of `ring` (page coordinates): `depth.outside` px out, for an outline with an offset, and
 * `depth.inside` px in, for one inset across a control's border (on a pill's rounded ends, `ring.arc` px in).
 */
export async function ringSides(page: Page, focused: Buffer, clip: Box, ring: Box & { arc?: number }, depth: { outside: number; inside: number }): Promise<RingSides> {
  return page.evaluate(async ({ png, clip, ring, depth }) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const after = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const { image: before, origin } = (window as unknown as { unfocusedShot: { image: ImageData; origin: { x: number; y: number } } }).unfocusedShot;
    const luminance = (data: Uint8ClampedArray, i: number) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);
    };
    /** Whether the page pixel (x, y) changed by ≥ 3:1. */
    const strongAt = (x: number, y: number) => {
      const [ax, ay, bx, by] = [x - clip.x, y - clip.y, x - origin.x, y - origin.y];
      if (ax < 0 || ay < 0 || ax >= after.width || ay >= after.height) return false;
      if (bx < 0 || by < 0 || bx >= before.width || by >= before.height) return false;
      const [l1, l2] = [luminance(before.data, (by * before.width + bx) * 4), luminance(after.data, (ay * after.width + ax) * 4)];
      return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= 3;
    };
    const count = (x0: number, x1: number, y0: number, y1: number) => {
      let strong = 0;
      for (let y = Math.round(y0); y < Math.round(y1); y += 1) for (let x = Math.round(x0); x < Math.round(x1); x += 1) if (strongAt(x, y)) strong += 1;
      return strong;
    };
    const { x, y, width, height } = ring;
    const { outside, inside } = depth;
    // Rounded ends: the ring follows the arc, which reaches `arc` px in from the end's outermost point.
    const across = Math.max(inside, ring.arc ?? 0);
    return {
      top: { strong: count(x, x + width, y - outside, y + inside), length: width },
      bottom: { strong: count(x, x + width, y + height - inside, y + height + outside), length: width },
      left: { strong: count(x - outside, x + across, y, y + height), length: height },
      right: { strong: count(x + width - across, x + width + outside, y, y + height), length: height },
    };
  }, { png: focused.toString('base64'), clip, ring, depth });
}
