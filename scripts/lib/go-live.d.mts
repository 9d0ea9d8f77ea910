/** Publishes every remote's current build; answers each one's package and version. */
export function publishBuiltRemotes(): Array<{ package: string; version: string }>;
/** Makes every remote's current build live, through `server` with `token`, or in the environment's database. */
export function promoteBuiltRemotes(options?: { server?: string; token?: string; env?: NodeJS.ProcessEnv }): void;
