// The floor's page: plain React inputs for the benchmark's form (floorForm.jsx).
import { mountFloor } from './floorForm.jsx';

mountFloor();
