// Writes public/tenant/food-court-application.pdf, the printable tenant application the
// /tenant page offers (run once; the file is committed).
// Usage: npx tsx --conditions=react-server scripts/tenant/draw-application.mts
import { writeFileSync } from 'node:fs';
import { buildPdf, type PdfLine } from '@/lib/server/pdf/simple-pdf';

const blank = (label: string): PdfLine => ({ text: `${label}: ____________________________________________`, gap: 10 });
const pdf = buildPdf('Lotte Plaza Market food court tenant application', [
  { text: 'Lotte Plaza Market', size: 12, bold: true },
  { text: 'Food Court Tenant Application', size: 20, bold: true, gap: 6 },
  { text: 'Please complete this form and send it with your documents through the Food Court Tenants page of our website, or hand it to the store manager. Our leasing team will contact you.', gap: 10 },
  { text: '1. Applicant', size: 13, bold: true, gap: 18 },
  blank('Name'),
  blank('E-mail'),
  blank('Phone'),
  blank('Mailing address'),
  { text: '2. Business', size: 13, bold: true, gap: 18 },
  blank('Business name'),
  blank('Type of business (cuisine)'),
  blank('Years in operation'),
  blank('Preferred store(s)'),
  blank('Planned opening date'),
  { text: '3. Documents to attach', size: 13, bold: true, gap: 18 },
  { text: '- Menu with prices', gap: 6 },
  { text: '- Photos of dishes and of a current location, if any', gap: 2 },
  { text: '- Business licence and food-safety certificates', gap: 2 },
  { text: '- Proof of insurance, or a quote', gap: 2 },
  { text: '4. Signature', size: 13, bold: true, gap: 18 },
  blank('Signature'),
  blank('Date'),
  { text: 'Information you give is used only to review your application (see the Privacy Policy on our website).', size: 9, gap: 24 },
]);
writeFileSync('public/tenant/food-court-application.pdf', pdf);
console.info(`public/tenant/food-court-application.pdf: ${pdf.length} bytes`);
