import calendarCss from '../../styles/calendar.css?inline';

/** One constructed sheet per document (a sheet can only be adopted in the document it was made for). */
const sheets = new WeakMap<Document, CSSStyleSheet>();

/**
 * Adopts the calendar's rules (styles/calendar.css) into the document or shadow root `panel` is in, when the kit's
 * look (styles.css: its tokens) applies there. They ride with the calendar's chunk, so styles.css stays within its
 * budget (docs/behaviour.md §14.2) and only a form that opens a calendar pays for them. Adopted, not a `<style>`
 * element, so a strict `style-src` CSP is fine; every rule is in `:where()`, so a host's own rules still win. A host
 * without styles.css, or with `unstyled`, brings its own look: nothing is adopted.
 * @example adoptCalendarSheet(panelRef.current);
 */
export function adoptCalendarSheet(panel: HTMLElement): void {
  const document = panel.ownerDocument;
  const view = document.defaultView;
  const root = panel.getRootNode() as Document | ShadowRoot;
  if (!view || !('adoptedStyleSheets' in root) || typeof view.CSSStyleSheet !== 'function') return;
  if (view.getComputedStyle(panel).getPropertyValue('--elicit-font-size') === '') return;
  let sheet = sheets.get(document);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(calendarCss);
    sheets.set(document, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
