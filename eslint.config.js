import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default defineConfig(
  globalIgnores(['dist', 'storybook-static', 'playwright-report', 'test-results', 'coverage', 'bench/.out', 'bench/node_modules',
    // The framework apps are type-checked by their own builds (`npm run test:apps`), against their own React.
    'e2e/apps/next-app', 'e2e/apps/vite-react18', 'e2e/apps/.pack',
    // The Worker bundle the stacks app builds (e2e/apps/stacks/cloudflare-worker/build.mjs): third-party code.
    'e2e/apps/stacks/cloudflare-worker/dist']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  { files: ['components/**/*.tsx'], extends: [reactRefresh.configs.vite] },
  {
    // docs/architecture.md rule 1: the core in src/ never imports React.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(react|react-dom)(/.*)?$', message: 'src/ is the React-free core.' }],
      }],
    },
  },
  storybook.configs['flat/recommended'],
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
);
