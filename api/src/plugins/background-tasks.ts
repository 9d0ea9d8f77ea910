import fp from 'fastify-plugin';

export interface BackgroundTasks {
  /** Runs `task` after the caller has answered; a failure is logged with `description`, never thrown. */
  run(description: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a handler leaves to run after its answer (so the answer's timing says nothing about the work). */
    backgroundTasks: BackgroundTasks;
  }
}

/**
 * Work that runs after a request is answered. The server waits for it when it closes, before the database
 * it uses is closed (hooks run in reverse order of registration: register this after the database).
 */
export const backgroundTasks = fp(
  async (app) => {
    const running = new Set<Promise<void>>();
    const settled = async () => {
      while (running.size > 0) await Promise.all(running);
    };
    app.decorate('backgroundTasks', {
      run(description, task) {
        // setImmediate: the answer is written before the task starts.
        const promise = new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .catch((error: unknown) => app.log.error({ err: error }, `${description} failed`))
          .finally(() => running.delete(promise));
        running.add(promise);
      },
      settled,
    } satisfies BackgroundTasks);
    app.addHook('onClose', settled);
  },
  { name: 'background-tasks' },
);
