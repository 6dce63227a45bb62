/** @jest-environment node */
import { contentMatchesExtension, mimeTypeFor } from '@/lib/server/uploads/signatures';
import { ALLOWED_FILE_EXTENSIONS } from '@/lib/validation/limits';

const b = (...parts: Array<string | number[]>) => new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));

describe('content signatures', () => {
  it.each([
    ['a.pdf', b('%PDF-1.7')],
    ['a.PNG', b([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a.jpeg', b([0xff, 0xd8, 0xff, 0xdb])],
    ['a.gif', b('GIF89a')],
    ['a.bmp', b('BM')],
    ['a.tif', b([0x49, 0x49, 0x2a, 0x00])],
    ['a.docx', b([0x50, 0x4b, 0x03, 0x04])],
    ['a.doc', b('{\\rtf1')],
    ['a.xls', b([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['a.hwp', b('HWP Document File V3.00')],
    ['a.txt', b('plain words')],
    ['a.ndoc', b([0x50, 0x4b, 0x03, 0x04])],
    ['a.nxls', b([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['a.nppt', b([0x50, 0x4b, 0x03, 0x04])],
  ])('accepts a real %s', (name, bytes) => {
    expect(contentMatchesExtension(name, bytes)).toBe(true);
  });

  it.each([
    ['a.pdf', b('<html>')],
    ['a.png', b([0xff, 0xd8, 0xff])],
    ['a.docx', b('%PDF-')],
    ['a.txt', b('MZ', [0x00, 0x90])],
    ['a.jpg', b('')],
    ['a.ndoc', b('anything')],
    ['a.nxls', b('<script>')],
    ['a.nppt', b('%PDF-')],
    ['a.txt', b('')],
    ['a.pdf', b('')],
  ])('refuses a %s whose content is something else (or nothing)', (name, bytes) => {
    expect(contentMatchesExtension(name, bytes)).toBe(false);
  });

  it('has a rule for every extension a visitor may send', () => {
    for (const extension of ALLOWED_FILE_EXTENSIONS) {
      // Neither random bytes nor an empty file pass for any of them.
      expect(contentMatchesExtension(`x.${extension}`, b([0x00, 0x01], 'random'))).toBe(false);
      expect(contentMatchesExtension(`x.${extension}`, b(''))).toBe(false);
    }
    expect(contentMatchesExtension('x.exe', b('MZ'))).toBe(false);
  });

  it('serves by extension, never by what the browser claimed', () => {
    expect(mimeTypeFor('flyer.webp')).toBe('image/webp');
    expect(mimeTypeFor('Resume.PDF')).toBe('application/pdf');
    expect(mimeTypeFor('x.unknown')).toBe('application/octet-stream');
  });
});

describe('file addresses', () => {
  const { fileUrl, fileVersion, urlName } = jest.requireActual('@/lib/server/services/files') as typeof import('@/lib/server/services/files');

  it('keep the name, with % replaced so that Next can route them', () => {
    expect(fileUrl(7, '김장 terms.pdf', '2026-11/a')).toMatch(/^\/api\/files\/7\/%EA%B9%80%EC%9E%A5%20terms\.pdf\?v=[0-9a-f]{12}$/);
    expect(fileUrl(8, '100% organic.pdf', '2026-11/a')).toMatch(/^\/api\/files\/8\/100_%20organic\.pdf\?v=/);
    expect(urlName('a%b%c')).toBe('a_b_c');
  });

  it('differ for another stored file under the same id and name (a database seeded again)', () => {
    const first = fileUrl(1, 'flyer-ko.webp', '2026-11/4b1f0c1e-0000-4000-8000-000000000001');
    const again = fileUrl(1, 'flyer-ko.webp', '2026-11/4b1f0c1e-0000-4000-8000-000000000002');
    expect(again).not.toBe(first);
    expect(first).toBe(`/api/files/1/flyer-ko.webp?v=${fileVersion('2026-11/4b1f0c1e-0000-4000-8000-000000000001')}`);
    // The version names the file without giving away where its bytes are kept.
    expect(first).not.toContain('4b1f0c1e');
  });
});
