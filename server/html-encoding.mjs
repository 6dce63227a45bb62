import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib';
import { createByteLru } from '../lib/byte-lru.mjs';

/**
 * Brotli quality of a page's first answer: about as fast as the compression middleware's 4 on
 * a page (1.5 against 1.2 ms for the weekly sale's 76 kB), 8% smaller.
 */
const FIRST_QUALITY = 5;
/** What the encoded forms of pages answered again and again may hold. */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Whether an Accept-Encoding header takes brotli (`br`, or `*`, with a weight above 0).
 * @param {string | undefined} header
 */
export function acceptsBrotli(header) {
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...params] = part.toLowerCase().split(';');
    const name = coding.trim();
    if (name !== 'br' && name !== '*') continue;
    const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (weight === undefined || Number(weight) > 0) return true;
  }
  return false;
}

/**
 * Encodes pages in brotli, at its best for the pages many visitors are sent. A page's HTML is
 * the first thing a phone downloads, and what fits the first round trip of a new connection
 * (about 14 kB) paints a round trip sooner: brotli's best quality makes a page about a fifth
 * smaller than the middleware's quick one (the weekly sale 14.1 → 11.6 kB), but takes about
 * 50 ms. So a page that shared caches may keep (the same bytes for everyone) is sent quickly
 * encoded the first time while its best encoding is made off the main thread, and every later
 * answer of the same bytes is sent that; a page made for one visitor is only ever quickly
 * encoded. The best encodings are kept by content, the least recently sent dropped first.
 *
 * @param {{ maxBytes?: number }} [options]
 */
export function createHtmlEncoder({ maxBytes = MAX_BYTES } = {}) {
  /** The best encodings by the page's hash, the least recently sent dropped first. */
  const best = createByteLru(maxBytes);
  // One best encoding at a time, so that after a start or a staff edit the many pages to encode
  // never hold libuv's pool (4 threads), which also hashes passwords and reads files. A page that
  // finds it busy is encoded quickly, and tried again at its next answer.
  let making = false;

  const params = (/** @type {number} */ quality, /** @type {Buffer} */ body) => ({
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

  return {
    /**
     * The page's bytes in brotli, or null when the client does not take it (the compression
     * middleware then chooses).
     * @param {Buffer} body
     * @param {{ acceptEncoding: string | undefined, shared: boolean }} request
     * @returns {Buffer | null}
     */
    encode(body, { acceptEncoding, shared }) {
      if (!acceptsBrotli(acceptEncoding)) return null;
      if (!shared) return brotliCompressSync(body, params(FIRST_QUALITY, body));
      const key = createHash('sha256').update(body).digest('base64');
      const kept = best.get(key);
      if (kept) return kept;
      if (!making) {
        making = true;
        brotliCompress(body, params(constants.BROTLI_MAX_QUALITY, body), (error, encoded) => {
          making = false;
          if (!error) best.set(key, encoded);
        });
      }
      return brotliCompressSync(body, params(FIRST_QUALITY, body));
    },

    /** How many pages' best encodings are kept, and their bytes. */
    get size() {
      return { pages: best.size.count, bytes: best.size.bytes };
    },
  };
}
