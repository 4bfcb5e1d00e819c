// elicit-kit as a host imports it: the built package with its stylesheet.
import 'elicit-kit/styles.css';
import { mountKit } from './mountKit.jsx';

mountKit();
