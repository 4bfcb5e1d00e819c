// A diagnostic renderer (BENCH_RENDERERS=…,floor-kit-code): the floor's page, which also loads the kit's code and
// never renders it. Against the floor it shows what loading the kit's first-load code costs before anything runs
// (fetching, parsing, compiling and evaluating it); the kit's mount adds rendering and its look on top.
import { ElicitationForm } from 'elicit-kit';
import { mountFloor } from '../floor/floorForm.jsx';

// Keeps the component, and so everything a first render needs, in the build.
window.__benchKit = ElicitationForm;
mountFloor();
