// A diagnostic renderer (BENCH_RENDERERS=…,kit-unstyled-css): the kit `unstyled`, as in apps/kit-unstyled, with the
// kit's stylesheet linked anyway. Without the form's root class none of its rules apply, so against kit-unstyled it
// shows what loading the stylesheet costs on the kit's own page, and the kit against it what applying the look costs.
import { createRoot } from 'react-dom/client';
import { ElicitationForm } from 'elicit-kit';
import 'elicit-kit/styles.css';
import { exposeWarmMount, formFromLocation, recordMount } from '../shared/schemas.js';

const { schema, last } = formFromLocation();
const form = (requestedSchema, id) => (
  <ElicitationForm id={id} unstyled message="Benchmark form" requestedSchema={requestedSchema} onResult={(result) => { window.__benchResult = result; }} />
);
createRoot(document.getElementById('root')).render(form(schema, 'bench'));
recordMount(`bench-${last}-control`);
exposeWarmMount((fresh) => form(fresh, 'bench-warm'));
