/** Shared latency probes for the e2e specs: measured and reported, never asserted (timings vary by machine). */
import type { Page } from '@playwright/test';

/** Types `text` into `field` and returns, per keystroke, the time from keydown to the next frame after it. */
export async function typingLatencies(page: Page, field: ReturnType<Page['getByRole']>, text: string): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __latencies: number[]; __listening?: boolean };
    w.__latencies = [];
    if (w.__listening) return;
    w.__listening = true;
    document.addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      // React renders the discrete input event synchronously; the next frame shows the filtered list.
      requestAnimationFrame(() => setTimeout(() => w.__latencies.push(performance.now() - start), 0));
    }, { capture: true });
  });
  await field.focus();
  // The delay is the typing cadence being measured (one keystroke per frame or so), not a wait for the page.
  await page.keyboard.type(text, { delay: 60 });
  // Each keydown reports once its frame is painted: wait for all of them rather than for a fixed time.
  await page.waitForFunction(
    (count) => (window as unknown as { __latencies: number[] }).__latencies.length >= count,
    text.length,
  );
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
}

/** `N keystrokes: median …, p90 …, max …` */
export function summarise(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `${sorted.length} keystrokes: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}
