/**
 * Imported before the MCP client SDK (module order matters): the SDK builds zod schemas when it loads, and zod's
 * object schemas probe `Function('')` then to decide whether to compile parsers. Under a CSP without
 * 'unsafe-eval' that probe is refused and reported as a violation (the SDK still works). Jitless zod never
 * probes, so the page stays violation-free (docs/behaviour.md §8.3, `e2e/csp.spec.ts`). Hosts using the SDK should do the same.
 */
import { config } from 'zod';

config({ jitless: true });
