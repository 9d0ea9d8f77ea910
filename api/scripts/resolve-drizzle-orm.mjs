// npm installs drizzle-orm under api/node_modules but drizzle-kit at the root, where it cannot find it.
// NODE_PATH (set by the db:generate script) serves drizzle-kit's require() calls; this resolve hook,
// loaded with --import, serves its import() calls.
import { register } from 'node:module';

register('./resolve-drizzle-orm-hooks.mjs', import.meta.url);
