/** Each on-demand sheet's constructed copy, per document (a sheet can only be adopted in the document it was made for). */
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/**
 * Adopts `css` (an on-demand view's rules, imported `?inline`) into the document or shadow root `node` is in, when the
 * kit's look (styles.css: its tokens) applies there. The calendar (styles/calendar.css) and the URL consent view
 * (styles/url.css) bring their rules in their own chunks this way, so styles.css stays within its budget
 * (docs/behaviour.md §14.2) and only a form that shows them pays for them. Call it in a layout effect, so the first
 * paint has the rules. Adopted, not a `<style>` element, so a strict `style-src` CSP is fine; adopted sheets come
 * after the page's, and every rule is in `:where()`, so a host's own rules still win. A host without styles.css, or
 * with `unstyled`, brings its own look: nothing is adopted.
 * @example useIsomorphicLayoutEffect(() => { if (panelRef.current) adoptSheet(panelRef.current, calendarCss); }, []);
 */
export function adoptSheet(node: HTMLElement, css: string): void {
  const document = node.ownerDocument;
  const view = document.defaultView;
  const root = node.getRootNode() as Document | ShadowRoot;
  if (!view || !('adoptedStyleSheets' in root) || typeof view.CSSStyleSheet !== 'function') return;
  if (view.getComputedStyle(node).getPropertyValue('--elicit-font-size') === '') return;
  let byCss = sheets.get(document);
  if (!byCss) sheets.set(document, (byCss = new Map<string, CSSStyleSheet>()));
  let sheet = byCss.get(css);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    byCss.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
