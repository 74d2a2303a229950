import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  /** The job runner: its stop() aborts running jobs and hands their rows back. */
  runner: { stop(): Promise<void> };
  graceSeconds: number;
  exit: (code: number) => void;
}

/** Past the grace period, how long closing (in-flight requests, the database) may take before the process gives up. */
const CLOSE_LIMIT_MS = 15_000;

/**
 * The SIGTERM sequence (decision 0030): not-ready at once, so the balancer's next health check takes
 * the instance out; job leases handed back, so another instance resumes the jobs at once; serving for
 * the grace period (the balancer's check interval and then some); then close and exit.
 */
export function gracefulShutdown(options: ShutdownOptions): (signal: string) => void {
  const { app, runner, exit } = options;
  let closing = false;
  return (signal) => {
    if (closing) return;
    closing = true;
    // Ctrl-C at a terminal (npm run dev) means now; the grace period is for the supervisor's SIGTERM.
    const graceSeconds = signal === 'SIGTERM' ? options.graceSeconds : 0;
    app.operations.lifecycle.drain();
    app.log.info({ signal, graceSeconds }, 'shutting down: not ready, serving for the grace period');
    const force = setTimeout(
      () => {
        app.log.error('shutdown took too long; exiting');
        exit(1);
      },
      graceSeconds * 1000 + CLOSE_LIMIT_MS,
    );
    force.unref();
    const jobsStopped = runner.stop();
    const graceOver = new Promise((resolve) => setTimeout(resolve, graceSeconds * 1000));
    Promise.all([jobsStopped, graceOver])
      .then(() => app.close())
      .then(
        () => {
          app.log.info('shut down');
          exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
  };
}
