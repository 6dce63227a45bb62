import { notFound, parseId, route } from '@/lib/server/http';
import { provenIds } from '@/lib/server/auth/lookup-session';
import { staffMayRead } from '@/lib/server/services/ownership';
import { fileVersion, readStoredFile, urlName, type StoredFile } from '@/lib/server/services/files';
import { FILE_CSP } from '@/lib/security-headers.mjs';
import { byteRange } from '@/lib/server/byte-range';

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'video/webm', 'video/mp4']);

/**
 * Which file an address's version (`?v=`, fileUrl) names: this one, none (an address written before
 * versions, kept in staff-written bodies), or another, which is gone (the database was seeded
 * again). Another is not found: a cache must not keep this file under it, and Next's image
 * optimizer must not keep a copy for every version someone makes up.
 */
function versionOf(file: StoredFile, request: Request): 'current' | 'none' | 'other' {
  const asked = new URL(request.url).searchParams.getAll('v');
  if (asked.length === 0) return 'none';
  return asked.length === 1 && asked[0] === fileVersion(file.storageKey) ? 'current' : 'other';
}

/** Only the address with the file's own version always means these bytes; one without it is asked again after a few minutes (a 304 when it is still the same file). */
function cacheControl(file: StoredFile, version: 'current' | 'none'): string {
  if (file.visibility !== 'public') return 'private, no-store';
  return version === 'current' ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate';
}

/** True when the browser's copy (If-None-Match) is this file. */
function unchanged(request: Request, etag: string): boolean {
  const tags = request.headers.get('if-none-match')?.split(',') ?? [];
  return tags.some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function mayRead(file: StoredFile, request: Request): Promise<boolean> {
  if (file.visibility === 'public') return true;
  if ((file.ownerKind === 'inquiry' || file.ownerKind === 'application') && file.ownerId !== null) {
    if (provenIds(file.ownerKind, request).includes(file.ownerId)) return true;
  }
  return file.ownerKind !== null && file.ownerId !== null && staffMayRead(request, file.ownerKind, file.id, 'file');
}

/**
 * A stored upload. Public files (flyers, thumbnails, attachments of deals) for anyone;
 * private ones (applications, inquiries, tenant documents) only for their owner or staff,
 * always as a download. Anything else is simply not found.
 */
export const GET = route(async (request, context: RouteContext<'/api/files/[id]/[name]'>, locale) => {
  const { id, name } = await context.params;
  const stored = await readStoredFile(parseId(id, locale));
  // Next hands the name over already decoded.
  if (!stored || urlName(stored.file.originalName) !== name || !(await mayRead(stored.file, request))) throw notFound(locale);
  const version = versionOf(stored.file, request);
  if (version === 'other') throw notFound(locale);
  const { file, bytes } = stored;
  const inline = file.visibility === 'public' && INLINE_TYPES.has(file.mimeType);
  const etag = `"${fileVersion(file.storageKey)}"`;
  const headers = {
    'Content-Type': file.mimeType,
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    'Content-Security-Policy': FILE_CSP,
    'Cache-Control': cacheControl(file, version),
    ETag: etag,
    // Video players (Safari's above all) ask for parts of the file.
    'Accept-Ranges': 'bytes',
  };
  if (unchanged(request, etag)) return new Response(null, { status: 304, headers });
  const range = byteRange(request.headers.get('range'), bytes.length);
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${bytes.length}` } });
  }
  if (range) {
    return new Response(new Uint8Array(bytes.subarray(range.start, range.end + 1)), {
      status: 206,
      headers: { ...headers, 'Content-Length': String(range.end - range.start + 1), 'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}` },
    });
  }
  return new Response(new Uint8Array(bytes), { headers: { ...headers, 'Content-Length': String(bytes.length) } });
});
