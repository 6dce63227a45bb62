// Loaded into the server by scripts/bench/memory.mjs (NODE_OPTIONS=--import): on SIGUSR2 it
// writes one line of the process's memory, by kind, to stderr. Bench only; never in production.
import v8 from 'node:v8';

process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size]));
  process.stderr.write(`[memory] ${JSON.stringify({ ...usage, spaces })}\n`);
});
