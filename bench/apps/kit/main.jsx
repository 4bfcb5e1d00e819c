// elicit-kit as a host imports it: the built package, resolved through its `exports`.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ElicitationForm } from 'elicit-kit';
import 'elicit-kit/styles.css';
import { exposeWarmMount, formFromLocation, recordMount } from '../shared/schemas.js';

const { schema, last } = formFromLocation();
createRoot(document.getElementById('root')).render(
  <ElicitationForm id="bench" message="Benchmark form" requestedSchema={schema} onResult={(result) => { window.__benchResult = result; }} />,
);
recordMount(`bench-${last}-control`);
exposeWarmMount((container, fresh) => {
  const root = createRoot(container);
  flushSync(() => root.render(<ElicitationForm id="bench-warm" message="Benchmark form" requestedSchema={fresh} onResult={() => {}} />));
  return () => root.unmount();
});
