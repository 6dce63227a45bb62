import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createByteLru } from '../lib/byte-lru.mjs';

/** Made once per page version (below), so at the best compression a browser can decode. */
export const ENCODERS = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/**
 * What a whole page costs once, kept per ETag: Next answers a cached page with the same ETag
 * until it changes, so its policy and compressed bytes are made once, not per request
 * (`maxBytes` in all, the least recently used dropped first).
 * @param {number} maxBytes
 */
export function perEtag(maxBytes) {
  const kept = createByteLru(maxBytes);
  /** @param {string} kind @param {string} etag @param {() => Buffer} make @returns {Buffer} */
  return (kind, etag, make) => {
    const key = `${kind} ${etag}`;
    const value = kept.get(key) ?? make();
    kept.set(key, value);
    return value;
  };
}
