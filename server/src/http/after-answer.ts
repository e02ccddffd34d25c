// Work a request sets off that its answer must not wait for, or reveal by its duration (a reset code
// written and mailed only for a registered email). It starts once the answer has been handed over,
// a failure is logged, and the app's close waits for what is under way before the database closes.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

interface AfterAnswer {
  /** Runs `task` after the current answer is sent; a failure is logged under `name`. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when no task is under way (tests, and the app's close). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
  }
}

function createAfterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      // setImmediate: the answer is written in the promise jobs that follow the handler, before this.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'work after the answer failed'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** Gives the app its AfterAnswer; closing the app waits for the tasks under way. */
export function registerAfterAnswer(app: FastifyInstance): void {
  const afterAnswer = createAfterAnswer(app.log);
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onClose', async () => afterAnswer.settled());
}
