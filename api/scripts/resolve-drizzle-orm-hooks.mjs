import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const apiRequire = createRequire(new URL('../package.json', import.meta.url));

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return { url: pathToFileURL(apiRequire.resolve(specifier)).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
