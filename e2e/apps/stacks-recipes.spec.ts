/**
 * docs/hosts.md's recipes are code: each one, exactly as written there, is type-checked against the packed kit and
 * the stacks' own packages (e2e/apps/stacks installs both; its host runs the same calls end to end in the other
 * stacks-*.spec.ts), the way a host developer's editor checks a copied file in a Node project (`// @ts-check`,
 * Node's types, with and without `strict`). What a recipe takes as given (`relay`, `session`…) is declared as the page says. Each recipe is at most
 * 20 lines and says its own count truly. If this fails, the page is wrong: fix the recipe, not this test.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const page = readFileSync(join(root, 'docs/hosts.md'), 'utf8');
const STACKS = {
  'Claude Agent SDK': 'claude', 'Codex app-server': 'codex', 'Agent Client Protocol': 'acp', Mastra: 'mastra',
  'GitHub Copilot SDK': 'copilot', 'Cloudflare Agents': 'cloudflare',
} as const;

/** Each recipe: its stack, the line count its heading states, and its code. */
const recipes = [...page.matchAll(/^\*\*([^*]+)\*\* \([^\n]*?(\d+) lines[^\n]*\n(?:[^\n]*\n)*?```js\n([\s\S]*?)```/gm)]
  .map(([, title, stated, code]) => ({ title: title!, stated: Number(stated), code: code! }));

/** The recipes' givens, as docs/hosts.md "Recipes" names them. */
const GIVEN = `declare const relay: import('elicit-kit/relay').Relay;
declare const session: string;
declare const person: string;
declare const prompt: string;
declare const url: string;
`;

test('every stack has one recipe of at most 20 lines, and its stated count is its length', () => {
  expect(recipes.map((recipe) => recipe.title)).toEqual(Object.keys(STACKS));
  for (const recipe of recipes) {
    const lines = recipe.code.trimEnd().split('\n').length;
    expect.soft(lines, recipe.title).toBe(recipe.stated);
    expect.soft(lines, recipe.title).toBeLessThanOrEqual(20);
  }
});

for (const strict of [true, false]) {
  test(`every recipe type-checks as written against the packed kit and its stack's package (strict: ${strict})`, async () => {
    test.setTimeout(120_000);
    // Inside e2e/apps/stacks, so each import resolves to what that folder installed: the packed kit and the stacks.
    const dir = mkdtempSync(join(here, 'stacks', '.recipes-'));
    try {
      for (const recipe of recipes) writeFileSync(join(dir, `${STACKS[recipe.title as keyof typeof STACKS]}.mjs`), `// @ts-check\n${recipe.code}`);
      writeFileSync(join(dir, 'given.d.ts'), GIVEN);
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
        compilerOptions: {
          allowJs: true, checkJs: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2023'],
          types: ['node'], skipLibCheck: true, strict, noImplicitAny: false,
        },
        include: ['*.mjs', '*.d.ts'],
      }));
      const tsc = join(root, 'node_modules/typescript/bin/tsc');
      const { stdout } = await promisify(execFile)(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], { cwd: dir })
        .catch((error: Error & { stdout?: string }) => ({ stdout: error.stdout || error.message }));
      expect(stdout.trim()).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
