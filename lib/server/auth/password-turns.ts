import 'server-only';

/**
 * Visitors' password hashes (a submission's, a lookup's) take turns. scrypt runs on libuv's pool
 * of four threads, which also compresses pages and reads files: at most two hashes run at once,
 * at most WAITING wait for a turn, and one more is refused at once ("busy, try again") instead of
 * queueing without end while requests, and their memory, pile up behind it.
 */
const RUNNING = 2;
const WAITING = 32;

interface Turns {
  running: number;
  waiting: (() => void)[];
}

// One set of turns per process, whichever route's bundle asks.
const holder = globalThis as typeof globalThis & { __lottePasswordTurns?: Turns };
const turns = (): Turns => (holder.__lottePasswordTurns ??= { running: 0, waiting: [] });

/** Thrown when too many hashes wait: the handler answers 503 with Retry-After, nothing saved. */
export class PasswordWorkBusy extends Error {
  override readonly name = 'PasswordWorkBusy';
  constructor() {
    super('Too many password hashes are waiting');
  }
}

/** By its name: a bundle may hold its own copy of the class, so instanceof can fail. */
export const isPasswordWorkBusy = (error: unknown): boolean => error instanceof Error && error.name === 'PasswordWorkBusy';

/** Runs `work` in its turn; refuses with PasswordWorkBusy when the queue is full. */
export async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const state = turns();
  if (state.running < RUNNING) state.running += 1;
  else if (state.waiting.length < WAITING) await new Promise<void>((resolve) => state.waiting.push(resolve));
  else throw new PasswordWorkBusy();
  try {
    return await work();
  } finally {
    // The turn passes to the next in line, or is given back.
    const next = state.waiting.shift();
    if (next) next();
    else state.running -= 1;
  }
}
