/** @jest-environment node */
import { PDFDocument } from 'pdf-lib';
import { buildPdf, wrapText } from '@/lib/server/pdf/document';

describe('wrapText', () => {
  const fitsIn = (chars: number) => (line: string) => line.length <= chars;
  it.each([
    ['fits on one line', 'Menu with prices', 20, ['Menu with prices']],
    ['breaks between words', 'Menu with prices', 9, ['Menu with', 'prices']],
    ['breaks a word only when it alone is too long', 'abcdefghij k', 4, ['abcd', 'efgh', 'ij k']],
    ['Korean breaks between words too', '가격이 적힌 메뉴', 6, ['가격이 적힌', '메뉴']],
    ['nothing is one empty line', '', 10, ['']],
  ])('%s', (_, text, chars, lines) => {
    expect(wrapText(text, fitsIn(chars))).toEqual(lines);
  });
});

describe('buildPdf', () => {
  it('writes Korean and English with only the glyphs it uses embedded', async () => {
    const lines = [
      { text: '롯데플라자마켓', bold: true },
      { text: '특가 행사 안내: 김장 재료 대잔치', size: 18, bold: true },
      { text: '행사 가격은 재고 소진 시까지 적용됩니다. '.repeat(40) },
      { text: 'Deal prices apply while supplies last.' },
    ];
    const bytes = await buildPdf('김장 재료 대잔치 / Kimchi season', 'ko', lines);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    // Both Pretendard files are 2.6 MB each: a subset is a few kilobytes.
    expect(bytes.length).toBeLessThan(100_000);
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('김장 재료 대잔치 / Kimchi season');
    expect(document.getPageCount()).toBe(1);
  });

  it('flows onto further pages', async () => {
    const bytes = await buildPdf('Long', 'en', Array.from({ length: 60 }, (_, index) => ({ text: `Line ${index}`, gap: 4 })));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });
});
