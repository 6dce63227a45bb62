/**
 * Runs once when the server starts, in the server's own process: migrate and seed there, because
 * PGlite may only be opened by one process (notes: stack-on-this-machine); then the workers.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Before any request: the context long-lived timers are set in (outside-requests.ts).
  const { captureStartContext } = await import('./lib/server/outside-requests');
  captureStartContext();
  const { prepareDatabase } = await import('./lib/server/db/bootstrap');
  await prepareDatabase();
  // Mail queued before a restart goes out now (issue 37).
  const { startMailWorker } = await import('./lib/server/mail/worker');
  startMailWorker();
  // Prepared changes scheduled for a time are published at it (issue 51).
  const { startPreparedChangeWorker } = await import('./lib/server/prepared-change-worker');
  startPreparedChangeWorker();
  // What is past its keeping period is deleted with its files (issue 52).
  const { startRetentionWorker } = await import('./lib/server/retention-worker');
  startRetentionWorker();
}
