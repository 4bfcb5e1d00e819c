// elicit-kit as a host that brings its own CSS uses it: `unstyled`, and no `elicit-kit/styles.css`. Against the
// floor, which has no stylesheet either, this shows what the kit costs apart from its default look.
import { mountKit } from '../kit/mountKit.jsx';

mountKit({ unstyled: true });
