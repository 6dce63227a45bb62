/** Fixed-window counters: how often a key was hit in its current window. */
export interface CounterStore {
  /** Adds one hit; returns the count in the window and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** The count so far, without adding to it. */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
}
