import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const remotes = ['mf-marketing-site', 'mf-exams', 'mf-study', 'mf-schools', 'mf-checkout', 'mf-staff-dashboard'];
const frontendPackages = ['shell', ...remotes, '@nurseprep/shared-ui'];

/** Another package's files are reached through its `exports` only, never by their path inside it. */
const deepImports = {
  group: ['@nurseprep/*/src', '@nurseprep/*/src/**', '**/contracts/src/**', '**/shared-ui/src/**', '**/api/src/**'],
  message: "Import the package through its exports (its package.json lists them), not a file inside its src.",
};

/**
 * Who may import whom, and never past another package's exports (plus any further `extra` patterns, and `paths`:
 * names a package's importers may not take from it).
 */
function restrictImports(patterns, message, extra = [], paths = []) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: [...(patterns.length > 0 ? [{ group: patterns, message }] : []), deepImports, ...extra], ...(paths.length > 0 ? { paths } : {}) },
    ],
  };
}

/**
 * A feature (a folder of src/features) uses another feature only through that feature's index.ts: never its
 * components, hooks, lib, requests or data (tests may share another feature's fakes). One config per feature of `pkg`, with the package's
 * own import rules repeated (a later config replaces a rule, it does not add to it).
 */
function featureBoundaries(pkg, patterns, message, paths = []) {
  const folder = `${pkg}/src/features`;
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      files: [`${folder}/${name}/**/*.{ts,tsx}`],
      rules: restrictImports(patterns, message, [
        {
          regex: `^(\\.\\./)+(?!${name}/)[a-z0-9-]+/(components|hooks|lib|requests|data)/`,
          message: `Another feature is used through its index.ts, not its internals (${folder}/${name} may not reach into a sibling's folders).`,
        },
      ], paths),
    }));
}

const remoteImports = ['shell', 'shell/*', '**/shell/**', 'mf-*', '**/mf-*/**', '@module-federation/*', 'lucide-react', 'fastify', '**/api/**'];
const remoteMessage = (remote) =>
  `${remote} imports only shared-ui and contracts: never another remote, the shell, the MF runtime, or icons except through shared-ui.`;
/** A remote's lazy parts tell the server render which code files each page uses (shared-ui's lazyPart). */
const remotePaths = [{ name: 'react', importNames: ['lazy'], message: "A remote's lazy part is shared-ui's lazyPart, which the server render can follow." }];
const shellImports = ['mf-*', '**/mf-*/**', 'lucide-react', 'fastify', '**/api/**'];
const shellMessage = 'The shell reaches remotes only through the Module Federation runtime, and icons through shared-ui.';

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
    rules: restrictImports(remoteImports, remoteMessage(remote), [], remotePaths),
  })),
  ...remotes.flatMap((remote) => featureBoundaries(remote, remoteImports, remoteMessage(remote), remotePaths)),
  {
    files: ['shell/**/*.{ts,tsx}'],
    ignores: ['shell/rspack.config.ts'],
    rules: restrictImports(shellImports, shellMessage),
  },
  ...featureBoundaries('shell', shellImports, shellMessage),
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
