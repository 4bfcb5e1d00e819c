/*
 * On its own module so the picker's strings (components/messages/picker.ts), which load with the
 * picker, don't tie the core's resource code into their chunk (the first-load budget, docs/behaviour.md §14.1).
 */

/**
 * A human file size: `512 B`, `1.2 kB`, `3.4 MB` (decimal units, one decimal under 10).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let size = bytes;
  let unit = 0;
  // 999,999 bytes would round to "1000 kB": move up a unit once the rounded figure reaches 1000.
  while (Math.round(size) >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit += 1;
  }
  const shown = unit === 0 || size >= 10 ? String(Math.round(size)) : size.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}
