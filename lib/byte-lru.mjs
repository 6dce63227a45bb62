// Plain JavaScript: Next's cache handler (cache-handler/pages.mjs) runs outside Next's bundles.

/**
 * Buffers kept by key up to `maxBytes` in all, the least recently used dropped first. A buffer
 * larger than the whole is not kept.
 * @param {number} maxBytes
 */
export function createByteLru(maxBytes) {
  /** @type {Map<string, Buffer>} least recently used first */
  const entries = new Map();
  let bytes = 0;

  const remove = (/** @type {string} */ key) => {
    const value = entries.get(key);
    if (!value) return;
    entries.delete(key);
    bytes -= value.length;
  };

  return {
    /** @param {string} key */
    get(key) {
      const value = entries.get(key);
      if (value) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    /** @param {string} key @param {Buffer} value */
    set(key, value) {
      remove(key);
      if (value.length > maxBytes) return;
      entries.set(key, value);
      bytes += value.length;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.length;
      }
    },
    delete: remove,
    clear() {
      entries.clear();
      bytes = 0;
    },
    /** How many buffers are kept, and their bytes. */
    get size() {
      return { count: entries.size, bytes };
    },
  };
}
