// A diagnostic renderer (BENCH_RENDERERS=…,kit-dom): the kit's own DOM for this form, captured from the kit's page
// (`bench/run.mjs`), with the kit's stylesheet, rendered by plain React. Against the floor it shows what the kit's
// markup and default look cost; against the kit, what the kit's code costs (loading it, running it the first time).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import 'elicit-kit/styles.css';
import tree from 'virtual:kit-dom';
import { exposeWarmMount, formFromLocation, recordMount } from '../shared/schemas.js';

// Attribute names as React props. A control's `value` becomes its uncontrolled default (nothing reads it).
const PROPS = {
  class: 'className', for: 'htmlFor', autocomplete: 'autoComplete', spellcheck: 'spellCheck', inputmode: 'inputMode',
  tabindex: 'tabIndex', novalidate: 'noValidate', readonly: 'readOnly',
};
const BOOLEAN = new Set(['novalidate', 'disabled', 'hidden', 'multiple', 'readonly', 'required']);
const ignore = () => {};
const camel = (name) => name.trim().replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const styleObject = (text) => Object.fromEntries(text.split(';').filter((rule) => rule.includes(':')).map((rule) => {
  const [name, ...value] = rule.split(':');
  return [name.trim().startsWith('--') ? name.trim() : camel(name), value.join(':').trim()];
}));

/** The captured node as React elements: element nodes are `[tag, attributes, ...children]`, text nodes strings. */
function build(node, key) {
  if (typeof node === 'string') return node;
  const [tag, attributes, ...children] = node;
  const props = { key };
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') props.style = styleObject(value);
    else if (name === 'value' && (tag === 'input' || tag === 'textarea')) props.defaultValue = value;
    else props[PROPS[name] ?? name] = BOOLEAN.has(name) ? true : value;
  }
  // The kit's controls have handlers; React attaches them by delegation, so these cost what the kit's would.
  if (tag === 'input' || tag === 'select' || tag === 'textarea') Object.assign(props, { onChange: ignore, onBlur: ignore, onKeyDown: ignore });
  return createElement(tag, props, ...children.map(build));
}

const KitDom = () => build(tree, 0);
const { last } = formFromLocation();
createRoot(document.getElementById('root')).render(<KitDom />);
recordMount(`bench-${last}-control`);
exposeWarmMount(() => <KitDom />);
