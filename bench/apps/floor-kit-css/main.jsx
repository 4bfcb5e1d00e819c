// A diagnostic renderer (BENCH_RENDERERS=…,floor-kit-css): the floor's page with the kit's stylesheet linked, which
// no element on it uses. Against the floor it shows what loading that stylesheet costs on a page without one.
import 'elicit-kit/styles.css';
import { mountFloor } from '../floor/floorForm.jsx';

mountFloor();
