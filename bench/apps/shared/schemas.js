/**
 * The forms of the side-by-side benchmark (issue 9), generated so every renderer gets the very same schemas
 * without shipping them as data. Field `f<i>` cycles through the core kinds; every fifth field is a text field,
 * so the middle field of each N-field form (N/2) is a text field the benchmark types into.
 */
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
 * `window.__benchTypedId`). */
export function formFromLocation() {
  const name = new URLSearchParams(window.location.search).get('form') ?? 'f20';
  const schema = (FORMS[name] ?? FORMS.f20)();
  const names = Object.keys(schema.properties);
  const typed = names[Math.floor(names.length / 2)];
  window.__benchTypedId = `bench-${typed}-control`;
  return { name, schema, last: names[names.length - 1] };
}

/**
 * Records when the form's last field is on screen: polls each frame until the element exists, then notes the
 * time after that frame (a task queued from the frame callback runs after its paint). `performance.now()`
 * counts from navigation start.
 */
export function recordMount(controlId) {
  const poll = () => {
    if (document.getElementById(controlId)) {
      setTimeout(() => {
        window.__benchMounted = performance.now();
        // Tells the benchmark without it polling the page: its probes would run inside the mount being measured.
        console.log('bench:mounted');
      }, 0);
    } else {
      requestAnimationFrame(poll);
    }
  };
  requestAnimationFrame(poll);
}
