import fp from 'fastify-plugin';

/** One dependency the instance needs before it can serve: resolves when usable, throws saying why not. */
export type ReadinessCheck = () => Promise<void>;

export interface ReadinessReport {
  ready: boolean;
  /** Each check by name: `ok`, or what is wrong. */
  checks: Record<string, string>;
}

export interface Readiness {
  /** Adds a check `/readyz` runs (the database, the renderer, Redis). */
  add(name: string, check: ReadinessCheck): void;
  /** From now on the instance says it is not ready, so the load balancer sends it no new requests. */
  drain(): void;
  readonly draining: boolean;
  report(): Promise<ReadinessReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** How long one check may take before it counts as failed: a load balancer asks every second or so. */
const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * What `/readyz` reports: every registered check passes and the instance is not draining. Registered before the
 * plugins that add checks.
 */
export const readiness = fp(
  async (app) => {
    const checks = new Map<string, ReadinessCheck>();
    let draining = false;
    app.decorate('readiness', {
      add(name, check) {
        checks.set(name, check);
      },
      drain() {
        draining = true;
      },
      get draining() {
        return draining;
      },
      async report() {
        const names = [...checks.keys()];
        const outcomes = await Promise.allSettled(names.map((name) => withTimeout(checks.get(name)!)));
        const report: Record<string, string> = {};
        names.forEach((name, index) => {
          const outcome = outcomes[index]!;
          report[name] = outcome.status === 'fulfilled' ? 'ok' : outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
        });
        report.shutdown = draining ? 'draining: this instance is shutting down' : 'ok';
        return { ready: Object.values(report).every((value) => value === 'ok'), checks: report };
      },
    } satisfies Readiness);
  },
  { name: 'readiness' },
);
