/**
 * Which thumbnail sources the kit may ever request (docs/behaviour.md §4): only `https:` URLs and base64 `data:image/…` URIs.
 * The core already drops unsafe sources while normalising; the React layer checks again at render time so a
 * hand-built or overridden field node can never make the browser fetch `http:`, `javascript:` or `file:` URLs.
 */
import { isSafeImageSource } from '../../../src/formats.ts';
import type { Icon } from '../../../src/model.ts';

/**
 * True when `src` may be loaded as a thumbnail. The same rule as the core's `isSafeImageSource` (one definition).
 * @example isSafeThumbnailSource('https://example.com/bolt.png') // true
 * @example isSafeThumbnailSource('http://example.com/bolt.png') // false
 */
export const isSafeThumbnailSource: (src: unknown) => src is string = isSafeImageSource;

/**
 * The source to show for an option: its thumbnail when safe, otherwise undefined (the caller shows the fallback).
 * @example thumbnailSource({src: 'file:///etc/passwd'}) // undefined
 */
export function thumbnailSource(icon: Icon | undefined): string | undefined {
  return icon && isSafeThumbnailSource(icon.src) ? icon.src : undefined;
}

/**
 * The fallback picture for options without a (safe) thumbnail: a neutral "image" glyph as an inline SVG data URI,
 * so nothing is fetched from the network (docs/behaviour.md §4). Colours are mid-greys that read on light and dark cards.
 */
export const FALLBACK_THUMBNAIL_SOURCE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48">' +
    '<rect width="64" height="48" fill="#8a8f98" fill-opacity="0.16"/>' +
    '<path d="M22 15h20a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H22a3 3 0 0 1-3-3V18a3 3 0 0 1 3-3z" fill="none" ' +
    'stroke="#8a8f98" stroke-width="2"/>' +
    '<circle cx="27" cy="21" r="2.5" fill="#8a8f98"/>' +
    '<path d="M20 31l8-7 5 4 4-3 8 6" fill="none" stroke="#8a8f98" stroke-width="2" stroke-linejoin="round"/>' +
    '</svg>',
)}`;
