// Writes the printable food-court tenant application the /tenant page offers, in English
// (public/tenant/food-court-application.pdf) and Korean (….ko.pdf). Run once; the files are committed.
// Usage: npx tsx --conditions=react-server scripts/tenant/draw-application.mts
import { writeFileSync } from 'node:fs';
import { buildPdf, type PdfLine } from '@/lib/server/pdf/document';

interface ApplicationText {
  title: string;
  store: string;
  heading: string;
  intro: string;
  sections: Array<{ title: string; blanks?: string[]; items?: string[] }>;
  privacy: string;
}

const TEXT: Record<'en' | 'ko', ApplicationText> = {
  en: {
    title: 'Lotte Plaza Market food court tenant application',
    store: 'Lotte Plaza Market',
    heading: 'Food Court Tenant Application',
    intro: 'Please complete this form and send it with your documents through the Food Court Tenants page of our website, or hand it to the store manager. Our leasing team will contact you.',
    sections: [
      { title: '1. Applicant', blanks: ['Name', 'E-mail', 'Phone', 'Mailing address'] },
      { title: '2. Business', blanks: ['Business name', 'Type of business (cuisine)', 'Years in operation', 'Preferred store(s)', 'Planned opening date'] },
      { title: '3. Documents to attach', items: ['Menu with prices', 'Photos of dishes and of a current location, if any', 'Business licence and food-safety certificates', 'Proof of insurance, or a quote'] },
      { title: '4. Signature', blanks: ['Signature', 'Date'] },
    ],
    privacy: 'Information you give is used only to review your application (see the Privacy Policy on our website).',
  },
  ko: {
    title: '롯데플라자마켓 푸드코트 입점 신청서',
    store: '롯데플라자마켓',
    heading: '푸드코트 입점 신청서',
    intro: '이 신청서를 작성하여 관련 서류와 함께 웹사이트의 푸드코트 입점 문의 페이지로 보내 주시거나 매장 점장에게 전달해 주세요. 임대 담당자가 연락드리겠습니다.',
    sections: [
      { title: '1. 신청인', blanks: ['성명', '이메일', '연락처', '우편 주소'] },
      { title: '2. 사업 정보', blanks: ['상호', '업종(요리 종류)', '영업 기간(년)', '희망 매장', '희망 개점일'] },
      { title: '3. 첨부 서류', items: ['가격이 적힌 메뉴', '음식 사진과 현재 영업장 사진(있는 경우)', '사업자 등록증 및 식품 위생 관련 증명서', '보험 증서 또는 견적서'] },
      { title: '4. 서명', blanks: ['서명', '날짜'] },
    ],
    privacy: '기재하신 정보는 입점 신청 검토에만 사용됩니다(웹사이트의 개인정보 처리방침을 참고해 주세요).',
  },
};

function lines(text: ApplicationText): PdfLine[] {
  return [
    { text: text.store, size: 12, bold: true },
    { text: text.heading, size: 20, bold: true, gap: 6 },
    { text: text.intro, gap: 10 },
    ...text.sections.flatMap((section): PdfLine[] => [
      { text: section.title, size: 13, bold: true, gap: 18 },
      ...(section.blanks ?? []).map((label) => ({ text: `${label}: ____________________________________________`, gap: 10 })),
      ...(section.items ?? []).map((item, index) => ({ text: `- ${item}`, gap: index === 0 ? 6 : 2 })),
    ]),
    { text: text.privacy, size: 9, gap: 24 },
  ];
}

for (const [lang, file] of [['en', 'public/tenant/food-court-application.pdf'], ['ko', 'public/tenant/food-court-application.ko.pdf']] as const) {
  const pdf = await buildPdf(TEXT[lang].title, lang, lines(TEXT[lang]));
  writeFileSync(file, pdf);
  console.info(`${file}: ${pdf.length} bytes`);
}
