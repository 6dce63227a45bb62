/** The part of a file a `Range` header asks for, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a single-range `Range: bytes=...` header (what video players send) against a file of
 * `size` bytes: null to send the whole file (no header, another unit, several ranges, or a
 * header we cannot read), 'unsatisfiable' for a range wholly past the end (answered with 416).
 */
export function byteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    // A suffix: the last N bytes.
    const length = Number(match[2]);
    if (length === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : size - 1;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return null;
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end: Math.min(end, size - 1) };
}
