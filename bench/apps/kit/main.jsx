// elicit-kit as a host imports it: the built package, resolved through its `exports`.
import { createRoot } from 'react-dom/client';
import { ElicitationForm } from 'elicit-kit';
import 'elicit-kit/styles.css';
import { formFromLocation, recordMount } from '../shared/schemas.js';

const { schema, last } = formFromLocation();
createRoot(document.getElementById('root')).render(
  <ElicitationForm id="bench" message="Benchmark form" requestedSchema={schema} onResult={(result) => { window.__benchResult = result; }} />,
);
recordMount(`bench-${last}-control`);
