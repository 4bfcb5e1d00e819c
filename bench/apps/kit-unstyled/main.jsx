// elicit-kit as a host that brings its own CSS uses it: `unstyled`, and no `elicit-kit/styles.css`. Against the
// floor, which has no stylesheet either, this shows what the kit costs apart from its default look.
import { createRoot } from 'react-dom/client';
import { ElicitationForm } from 'elicit-kit';
import { exposeWarmMount, formFromLocation, recordMount } from '../shared/schemas.js';

const { schema, last } = formFromLocation();
const form = (requestedSchema, id) => (
  <ElicitationForm id={id} unstyled message="Benchmark form" requestedSchema={requestedSchema} onResult={(result) => { window.__benchResult = result; }} />
);
createRoot(document.getElementById('root')).render(form(schema, 'bench'));
recordMount(`bench-${last}-control`);
exposeWarmMount((fresh) => form(fresh, 'bench-warm'));
