/**
 * Runs once when the server starts, in the server's own process: migrate and seed there,
 * because PGlite may only be opened by one process (notes: stack-on-this-machine).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareDatabase } = await import('./lib/server/db/bootstrap');
  await prepareDatabase();
}
