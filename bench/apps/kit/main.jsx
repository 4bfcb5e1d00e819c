// elicit-kit as a host imports it: the built package, resolved through its `exports`.
import { createRoot } from 'react-dom/client';
import { ElicitationForm } from 'elicit-kit';
import 'elicit-kit/styles.css';
import { exposeWarmMount, formFromLocation, recordMount } from '../shared/schemas.js';

const { schema, last } = formFromLocation();
const form = (requestedSchema, id) => (
  <ElicitationForm id={id} message="Benchmark form" requestedSchema={requestedSchema} onResult={(result) => { window.__benchResult = result; }} />
);
createRoot(document.getElementById('root')).render(form(schema, 'bench'));
recordMount(`bench-${last}-control`);
exposeWarmMount((fresh) => form(fresh, 'bench-warm'));
