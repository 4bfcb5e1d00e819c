/**
 * The forms of the side-by-side benchmark (docs/behaviour.md §14), generated so every renderer gets the very same schemas
 * without shipping them as data. Field `f<i>` cycles through the core kinds; every fifth field is a text field,
 * so the middle field of each N-field form (N/2) is a text field the benchmark types into.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
// The same big form as e2e/big-form.spec.ts (TypeScript: Vite builds the bench apps).
import { manyFieldsSchema } from '../../../src/fixtures/manyFields.ts';
export const FORMS = {
  f20: () => manyFieldsSchema(20),
  f100: () => manyFieldsSchema(100),
  f300: () => manyFieldsSchema(300),
  choice2000: () => ({
    type: 'object',
    properties: {
      pick: {
        type: 'string', title: 'Pick one',
        oneOf: Array.from({ length: 2000 }, (_, i) => ({ const: `option-${i}`, title: `Option ${i}` })),
      },
    },
    required: ['pick'],
  }),
  suggest10k: () => ({
    type: 'object',
    properties: {
      item: {
        type: 'string', title: 'Item',
        'x-openai-suggestions': Array.from({ length: 10000 }, (_, i) => ({ const: `item-${i + 1}`, title: `Item ${i + 1}` })),
      },
    },
  }),
};


/** The form named in the page's `?form=` and the name of its last field (the id of the field to type into goes to
 * `window.__benchTypedId`). Each app calls it first thing, so it also marks when the page's code is ready: every
 * module loaded, compiled and evaluated (`__benchCodeReady`). */
export function formFromLocation() {
  window.__benchCodeReady = performance.now();
  const name = formName();
  const schema = freshSchema(name);
  const names = Object.keys(schema.properties);
  const typed = names[Math.floor(names.length / 2)];
  window.__benchTypedId = `bench-${typed}-control`;
  return { name, schema, last: names[names.length - 1] };
}

const formName = () => new URLSearchParams(window.location.search).get('form') ?? 'f20';
const freshSchema = (name) => (FORMS[name] ?? FORMS.f20)();

/**
 * Lets the benchmark mount the same form a second time in the page, once the page's code has run (a host's next
 * dialog): `__benchWarmMount()` renders `formFor(schema)` for a fresh copy of the schema in a new root, synchronously,
 * forces style and layout, and returns the milliseconds that took.
 * @example exposeWarmMount((schema) => <FloorForm schema={schema} />);
 */
export function exposeWarmMount(formFor) {
  window.__benchWarmMount = () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const element = formFor(freshSchema(formName()));
    const start = performance.now();
    flushSync(() => root.render(element));
    container.getBoundingClientRect();
    const elapsed = performance.now() - start;
    root.unmount();
    container.remove();
    return elapsed;
  };
}

/**
 * Records when React first committed to the page (`__benchCommitted`: a mutation observer on #root, whose callback
 * runs right after the task that rendered and committed), and when the form's last field is on screen, two ways:
 * - `__benchPainted`: the browser's first contentful paint (its own presentation timestamp), when that paint already
 *   held the last field. Nothing is on the page before the form, so this is "the form's first paint with all
 *   fields". If anything showed earlier (a loading placeholder), it is undefined and the frame below counts.
 * - `__benchMounted`: the first task after the frame that showed the last field (polled each frame, so it also
 *   includes whatever work the page queued before that task, e.g. effects).
 * `performance.now()` and paint timestamps count from navigation start. Logs `bench:mounted` when both are known.
 */
export function recordMount(controlId) {
  const root = document.getElementById('root');
  const committed = new MutationObserver(() => {
    window.__benchCommitted = performance.now();
    committed.disconnect();
  });
  committed.observe(root, { childList: true });
  let partial = false;
  let paint;
  const report = () => {
    if (window.__benchMounted === undefined || (!partial && paint === undefined)) return;
    window.__benchPainted = partial ? undefined : paint;
    // Tells the benchmark without it polling the page: its probes would run inside the mount being measured.
    console.log('bench:mounted');
  };
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry && paint === undefined) {
      paint = entry.startTime;
      report();
    }
  }).observe({ type: 'paint', buffered: true });
  const poll = () => {
    // Runs before this frame's paint: what the DOM holds now is what the frame shows.
    if (document.getElementById(controlId)) {
      setTimeout(() => {
        window.__benchMounted = performance.now();
        report();
      }, 0);
    } else {
      if (root.textContent.trim()) partial = true;
      requestAnimationFrame(poll);
    }
  };
  requestAnimationFrame(poll);
}
