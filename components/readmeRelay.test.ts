// @vitest-environment node
/**
 * The README's relay recipe is the code the tests run: each of its files appears in README.md exactly as it is in
 * e2e/apps/next-app, which `npm run test:apps` builds (and type-checks) against the packed package and answers in
 * Chromium. If this fails, the README and the tested app have drifted: copy the app's file into the README.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('### Your MCP client runs on the server'), readme.indexOf('### Your agent runs on an agent SDK'));
/** The recipe's files, in the order the README shows them. */
const files = ['lib/session.ts', 'proxy.ts', 'lib/relay.ts', 'app/api/elicitations/route.ts', 'lib/chat.ts', 'app/api/chat/route.ts', 'app/chat/page.tsx', 'app/api/tools/route.ts'];

describe('README "Your MCP client runs on the server"', () => {
  const blocks = [...section.matchAll(/```tsx?\n([\s\S]*?)```/g)].map((match) => match[1]!);

  it.each(files)('shows e2e/apps/next-app/%s verbatim', (file) => {
    const source = readFileSync(join(root, 'e2e/apps/next-app', file), 'utf8');
    expect(blocks).toContain(source);
  });

  it('shows those files and no other code, in that order', () => {
    expect(blocks.map((block) => files.find((file) => block.includes(`// ${file}:`)))).toEqual(files);
  });
});
