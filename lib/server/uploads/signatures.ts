import 'server-only';
import { fileExtension } from '@/lib/validation/limits';

/**
 * Does the content look like its extension says? Every allowed extension has a rule: formats
 * with a fixed signature must carry it (a `.pdf` that is not a PDF is refused), plain text must
 * not be binary, and an empty file is no document. The Naver Office formats (ndoc, nxls, nppt)
 * publish no signature; they are office packages, so a ZIP or OLE container is required.
 */
const ZIP = [[0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]];
const OLE = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: Record<string, number[][]> = {
  pdf: [ascii('%PDF-')],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [ascii('GIF87a'), ascii('GIF89a')],
  bmp: [ascii('BM')],
  tif: [[0x49, 0x49, 0x2a, 0x00], [0x4d, 0x4d, 0x00, 0x2a]],
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  // Old Office files are OLE containers; Word also saves RTF under .doc.
  doc: [...OLE, ascii('{\\rtf')],
  xls: OLE,
  ppt: OLE,
  // HWP 5 is an OLE container; HWP 3 starts with its own banner.
  hwp: [...OLE, ascii('HWP Document File')],
  ndoc: [...ZIP, ...OLE],
  nxls: [...ZIP, ...OLE],
  nppt: [...ZIP, ...OLE],
  // Matroska's EBML header.
  webm: [[0x1a, 0x45, 0xdf, 0xa3]],
};

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** Formats whose mark is not at the start: WebP (RIFF….WEBP) and MP4 (….ftyp). */
const AT_OFFSET: Record<string, Array<[offset: number, mark: number[]]>> = {
  webp: [[0, ascii('RIFF')], [8, ascii('WEBP')]],
  mp4: [[4, ascii('ftyp')]],
};

export function contentMatchesExtension(name: string, bytes: Uint8Array): boolean {
  const extension = fileExtension(name);
  if (bytes.length === 0) return false;
  if (extension === 'txt') return !bytes.subarray(0, 8192).includes(0);
  const marks = AT_OFFSET[extension];
  if (marks) return marks.every(([offset, mark]) => startsWith(bytes.subarray(offset), mark));
  // An extension without a rule is never taken on trust.
  return (SIGNATURES[extension] ?? []).some((signature) => startsWith(bytes, signature));
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  webm: 'video/webm',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  hwp: 'application/x-hwp',
  mp4: 'video/mp4',
};

/** The type we serve a file as: from its (checked) extension, never from what the browser claimed. */
export function mimeTypeFor(name: string): string {
  return MIME[fileExtension(name)] ?? 'application/octet-stream';
}
