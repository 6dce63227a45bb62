/** Files a visitor might send: real signatures for real formats, and the ones we must refuse. */
const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

export const pdfFile = (name = 'resume.pdf') => new File([bytes('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n%%EOF\n')], name, { type: 'application/pdf' });
export const pngFile = (name = 'photo.png') =>
  new File([bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest-of-png')], name, { type: 'image/png' });
export const webpFile = (name = 'saved.webp') => new File([bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')], name, { type: 'image/webp' });
export const jpgFile = (name = 'menu.jpg') => new File([bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')], name, { type: 'image/jpeg' });
export const docxFile = (name = 'plan.docx') => new File([bytes([0x50, 0x4b, 0x03, 0x04], 'word/document.xml')], name);
export const hwpFile = (name = 'proposal.hwp') => new File([bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'hwp')], name);
export const textFile = (name = 'note.txt', text = '안녕하세요\nHello') => new File([text], name, { type: 'text/plain' });

/** A script renamed to .pdf: the extension is allowed, the content is not a PDF. */
export const fakePdf = () => new File(['<script>alert(1)</script>'], 'invoice.pdf', { type: 'application/pdf' });
export const exeFile = () => new File([bytes('MZ', [0x90, 0x00])], 'setup.exe', { type: 'application/octet-stream' });
/** One byte over 10 MB, with a real PDF signature. */
export const hugePdf = () => new File([bytes('%PDF-1.4\n'), Buffer.alloc(10_485_761 - 9, 0x20)], 'big.pdf', { type: 'application/pdf' });
