import kitCss from '../styles.css?inline';

/** Rules of the element itself (the kit's stylesheet knows nothing of `:host`). */
const HOST_RULES = [':host { display: block; }', ':host([hidden]) { display: none; }'];
/** Page values of the tokens are copied here on `:host`, where they are still inherited from the page. */
const PAGE_PREFIX = '--elicit-page-';
const TOKEN_PREFIX = '--elicit-';
/**
 * The kit's `color-scheme` follows the page the same way, through this token (no kit value of its own): a page
 * that themes the element dark, as themes/apps-sdk-ui.css does for its data-theme (README "Styling"), gets dark native
 * controls (date picker, scrollbars) with its dark colours.
 */
const SCHEME_TOKEN = '--elicit-color-scheme';

let shared: CSSStyleSheet | undefined;

/**
 * The kit's stylesheet as one constructable stylesheet, shared by every `<elicitation-form>` (adopted, so no
 * `<style>` element: it works under a strict `style-src` CSP). Tokens set on `.elicit-form` would hide the page's
 * `--elicit-*` values, so each token declaration becomes `var(--elicit-page-NAME, kit value)`, and `:host` copies
 * the page's value into `--elicit-page-NAME`: a page's `--elicit-*` always wins, in light and dark (`color-scheme`
 * too, as `--elicit-color-scheme`).
 * @example shadowRoot.adoptedStyleSheets = [elementStyleSheet()];
 */
export function elementStyleSheet(): CSSStyleSheet {
  if (shared) return shared;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(kitCss);
  const tokens = new Set<string>();
  preferPageTokens(sheet.cssRules, tokens);
  const copies = [...tokens].map((token) => `${PAGE_PREFIX}${token.slice(TOKEN_PREFIX.length)}: var(${token});`);
  sheet.insertRule(`:host { ${copies.join(' ')} }`, sheet.cssRules.length);
  for (const rule of HOST_RULES) sheet.insertRule(rule, sheet.cssRules.length);
  shared = sheet;
  return sheet;
}

function preferPageTokens(rules: CSSRuleList, tokens: Set<string>): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      const style = rule.style;
      const names = Array.from({ length: style.length }, (_, index) => style.item(index));
      for (const name of names) {
        const token = name === 'color-scheme' ? SCHEME_TOKEN : name;
        if (!token.startsWith(TOKEN_PREFIX) || token.startsWith(PAGE_PREFIX)) continue;
        tokens.add(token);
        const value = style.getPropertyValue(name).trim();
        style.setProperty(name, `var(${PAGE_PREFIX}${token.slice(TOKEN_PREFIX.length)}, ${value})`);
      }
    }
    if ('cssRules' in rule) preferPageTokens((rule as CSSGroupingRule).cssRules, tokens);
  }
}
