/**
 * A file size in SI units with a locale's number format and unit names (used by the example catalogues).
 * @example fileSize(1_250_000, 'fr', ['o', 'ko', 'Mo', 'Go', 'To']) // '1,3 Mo'
 */
export function fileSize(bytes: number, locale: string, units: readonly [string, string, string, string, string]): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let size = bytes;
  let unit = 0;
  while (Math.round(size) >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || size >= 10 ? 0 : 1;
  return `${size.toLocaleString(locale, { maximumFractionDigits: digits })} ${units[unit]}`;
}
