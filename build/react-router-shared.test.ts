import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as providedRouter from './react-router-shared';

const root = path.resolve(__dirname, '..');
const appFolders = ['shared-ui', 'shell', 'mf-marketing-site', 'mf-exams', 'mf-study', 'mf-schools', 'mf-checkout', 'mf-staff-dashboard'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

function routerNamesImportedBy(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const imports = text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g);
  return [...imports].flatMap(([, typeOnly, names = '']) =>
    typeOnly
      ? []
      : names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

describe('the routing API the shell shares under react-router and react-router-dom', () => {
  it('exports every name an app imports from react-router or react-router-dom', () => {
    const provided = new Set(Object.keys(providedRouter));
    const missing = appFolders
      .flatMap((folder) => sourceFiles(path.join(root, folder, 'src')))
      .flatMap((file) => routerNamesImportedBy(file).map((name) => ({ file: path.relative(root, file), name })))
      .filter(({ name }) => !provided.has(name));
    expect(missing).toEqual([]);
  });

  it('provides working router components, not undefined re-exports', () => {
    for (const [name, value] of Object.entries(providedRouter)) {
      expect([name, typeof value]).toEqual([name, expect.stringMatching(/function|object/)]);
    }
  });
});
