// Plain JavaScript: Next's cache handler (cache-handler/pages.mjs) runs outside Next's bundles.

/**
 * Values kept by key up to `maxBytes` in all, the least recently used dropped first. A value
 * larger than the whole is not kept. A value's size is its `length` (a buffer's bytes) unless
 * `sizeOf` says otherwise (an object kept whole, by the size of its serialized form).
 * @template [T=Buffer]
 * @param {number} maxBytes
 * @param {(value: T) => number} [sizeOf]
 */
export function createByteLru(maxBytes, sizeOf = (value) => /** @type {{ length: number }} */ (/** @type {unknown} */ (value)).length) {
  /** @type {Map<string, T>} least recently used first */
  const entries = new Map();
  let bytes = 0;

  const remove = (/** @type {string} */ key) => {
    const value = entries.get(key);
    if (!value) return;
    entries.delete(key);
    bytes -= sizeOf(value);
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
    /** @param {string} key @param {T} value */
    set(key, value) {
      remove(key);
      const size = sizeOf(value);
      if (size > maxBytes) return;
      entries.set(key, value);
      bytes += size;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= sizeOf(old);
      }
    },
    delete: remove,
    clear() {
      entries.clear();
      bytes = 0;
    },
    /** How many values are kept, and their bytes. */
    get size() {
      return { count: entries.size, bytes };
    },
  };
}
