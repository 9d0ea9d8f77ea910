/** Publishes every remote's current build into the REMOTES_DIR of `env`; answers each one's package and version. */
export function publishBuiltRemotes(options?: { env?: NodeJS.ProcessEnv }): Array<{ package: string; version: string }>;
/** Makes every remote's current build live, through `server` with `token`, or in the environment's database. */
export function promoteBuiltRemotes(options?: { server?: string; token?: string; env?: NodeJS.ProcessEnv }): void;
