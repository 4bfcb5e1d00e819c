// elicit-kit as a host that brings its own CSS uses it: `unstyled`, and no `elicit-kit/styles.css`. Against the
// floor, which has no stylesheet either, this shows what the kit costs apart from its default look.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ElicitationForm } from 'elicit-kit';
import { exposeWarmMount, formFromLocation, recordMount } from '../shared/schemas.js';

const { schema, last } = formFromLocation();
createRoot(document.getElementById('root')).render(
  <ElicitationForm id="bench" unstyled message="Benchmark form" requestedSchema={schema} onResult={(result) => { window.__benchResult = result; }} />,
);
recordMount(`bench-${last}-control`);
exposeWarmMount((container, fresh) => {
  const root = createRoot(container);
  flushSync(() => root.render(<ElicitationForm id="bench-warm" unstyled message="Benchmark form" requestedSchema={fresh} onResult={() => {}} />));
  return () => root.unmount();
});
