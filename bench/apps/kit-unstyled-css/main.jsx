// A diagnostic renderer (BENCH_RENDERERS=…,kit-unstyled-css): the page of apps/kit-unstyled with the kit's
// stylesheet linked anyway. Without the form's root class none of its rules apply, so against kit-unstyled it shows
// what loading the stylesheet costs on the kit's own page, and the kit against it what applying the look costs.
import 'elicit-kit/styles.css';
import { mountKit } from '../kit/mountKit.jsx';

mountKit({ unstyled: true });
