// The kit's page, as a host writes it: elicit-kit from the built package, resolved through its `exports`. The kit,
// kit-unstyled and kit-unstyled-css apps call it; each imports the stylesheet itself or not.
import { createRoot } from 'react-dom/client';
import { ElicitationForm } from 'elicit-kit';
import { exposeWarmMount, formFromLocation, recordMount } from '../shared/schemas.js';

/** Mounts the form of the page's `?form=`, with the default look or `unstyled`. */
export function mountKit({ unstyled = false } = {}) {
  const { schema, last } = formFromLocation();
  const form = (requestedSchema, id) => (
    <ElicitationForm id={id} unstyled={unstyled} message="Benchmark form" requestedSchema={requestedSchema} onResult={(result) => { window.__benchResult = result; }} />
  );
  createRoot(document.getElementById('root')).render(form(schema, 'bench'));
  recordMount(`bench-${last}-control`);
  exposeWarmMount((fresh) => form(fresh, 'bench-warm'));
}
