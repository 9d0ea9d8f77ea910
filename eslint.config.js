import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-marketing-site', 'mf-exams', 'mf-study', 'mf-schools', 'mf-checkout', 'mf-staff-dashboard'];
const frontendPackages = ['shell', ...remotes, '@nurseprep/shared-ui'];

/** Another package's files are reached through its `exports` only, never by their path inside it. */
const deepImports = {
  group: ['@nurseprep/*/src', '@nurseprep/*/src/**', '**/contracts/src/**', '**/shared-ui/src/**', '**/api/src/**'],
  message: "Import the package through its exports (its package.json lists them), not a file inside its src.",
};

/** Who may import whom, and never past another package's exports. */
function restrictImports(patterns, message) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: patterns.length > 0 ? [{ group: patterns, message }, deepImports] : [deepImports] },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'api/data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '.tmp/**', 'api/drizzle/**', 'deployments/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', 'shared-ui/src/**/*.ts', 'shell/src/**/*.ts', 'mf-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{ts,mjs}', 'build/**/*.ts', 'shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    rules: restrictImports([], ''),
  },
  {
    files: ['contracts/**/*.ts'],
    rules: restrictImports(['react', 'react-*', '@nurseprep/shared-ui', 'shell', 'shell/*', 'mf-*', '../../*', 'styled-components', 'zustand', '@tanstack/*', 'fastify', 'drizzle-orm'], 'contracts may import only zod.'),
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: restrictImports(['shell', 'shell/*', 'mf-*', '**/shell/**', '**/mf-*/**', 'fastify', 'drizzle-orm', '**/api/**'], 'shared-ui imports no app and no server code.'),
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    ignores: [`${remote}/rspack.config.ts`],
    rules: restrictImports(['shell', 'shell/*', '**/shell/**', 'mf-*', '**/mf-*/**', '@module-federation/*', 'lucide-react', 'fastify', '**/api/**'], `${remote} imports only shared-ui and contracts: never another remote, the shell, the MF runtime, or icons except through shared-ui.`),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    ignores: ['shell/rspack.config.ts'],
    rules: restrictImports(['mf-*', '**/mf-*/**', 'lucide-react', 'fastify', '**/api/**'], 'The shell reaches remotes only through the Module Federation runtime, and icons through shared-ui.'),
  },
  {
    files: ['api/**/*.ts'],
    rules: restrictImports([...frontendPackages, 'react', 'react-dom', 'react-*', 'styled-components', '**/shell/**', '**/mf-*/**', '**/shared-ui/**'], 'The API imports contracts, never a front-end package.'),
  },
  {
    // The API's tests publish stand-in versions carrying each remote's real route table: plain data, read from
    // the same file the remote publishes it from.
    files: ['api/test/helpers/live-site.ts'],
    rules: restrictImports(['shell', '@nurseprep/shared-ui', 'react', 'react-dom', 'react-*', 'styled-components', '**/shell/**', '**/shared-ui/**'], 'The API imports contracts, never a front-end package; its tests read the remotes\' route tables only.'),
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
