import type { Icon } from '../../src/model.ts';

/** The server asking, as the host knows it (docs/behaviour.md §7: the UI shows who is asking). */
export interface ServerIdentity {
  name: string;
  /** An MCP Icon or a plain image URL; only `https:` and `data:image/…;base64,` sources are loaded. */
  icon?: Icon | string;
}
