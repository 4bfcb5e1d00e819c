/**
 * The library build's entry for `elicit-kit` (vite.config.ts): the React kit plus its stylesheet, which the build
 * extracts into dist/lib/styles.css (`elicit-kit/styles.css`; opt-in, the JS does not load it). The stylesheet is
 * imported here rather than in index.ts so the published types (components/index.d.ts) import no CSS, which a
 * TypeScript consumer could not resolve (e2e/package.spec.ts checks the types import only declared packages).
 */
import './styles.css';

export * from './index.ts';
