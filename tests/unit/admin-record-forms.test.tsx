import type { ReactElement } from 'react';
import type { AnyObjectSchema } from 'yup';
import { formValues } from '@/lib/admin/form-values';
import { renderWithIntl } from '../helpers/render-with-intl';
import { AnnouncementForm } from '@/components/admin/announcement-form';
import { DealForm } from '@/components/admin/deal-form';
import { PostingForm } from '@/components/admin/posting-form';
import { SaleForm } from '@/components/admin/sale-form';
import { SlideForm } from '@/components/admin/slide-form';
import { announcementSchema } from '@/lib/validation/announcement';
import { homeSlideSchema } from '@/lib/validation/home-slide';
import { postingSchema } from '@/lib/validation/posting';
import { dealSchema } from '@/lib/validation/deal';
import { weeklySaleSchema } from '@/lib/validation/weekly-sale';

// The editor's field is a hidden input named as the editor is; its toolbar is not what is tested here.
jest.mock('@/components/admin/editor/rich-text-editor', () => ({
  RichTextEditor: ({ name, initialHtml }: { name: string; initialHtml: string }) => <input type="hidden" name={name} value={initialHtml} readOnly />,
}));

const action = jest.fn();
const common = { action, loginHref: '/admin/login' };
const bodies = { title: '공지', title_eng: 'Notice', content: '<p>본문</p>', content_eng: '' };
const file = { id: 7, url: '/uploads/a.png' };

const forms: Array<[string, ReactElement, AnyObjectSchema]> = [
  ...([1, 2, 3] as const).map((type): [string, ReactElement, AnyObjectSchema] => [
    `a home slide of type ${type}`,
    <SlideForm
      key={type}
      {...common}
      deals={[{ value: 3, label: 'Deal' }]}
      initial={{
        visual_tp: type, published: true, adv_event_id: 3, img_text_yn: true, img_main_text_ko: '', img_main_text_en: '', img_text_ko: '', img_text_en: '', img_text_color: '#ffffff', img_category: 0,
        vd_link_url: '', vd_video_url: 'https://youtu.be/dQw4w9WgXcQ', vd_autoplay_yn: true,
        files: { adv_image_pc_ko: file, adv_image_mobile_ko: file, adv_image_pc_en: null, adv_image_mobile_en: null, img_image_pc: file, img_image_mobile: file, vd_video_file: null },
      }}
    />,
    homeSlideSchema,
  ]),
  ['a deal', <DealForm key="deal" {...common} locations={[{ value: 1, label: 'All' }]} initial={{ ...bodies, start_date: '2025-01-01', end_date: '2025-01-31', location: 1, published: true, thumbnail: file, thumbnail_eng: null, files: [file] }} />, dealSchema],
  ['a weekly sale', <SaleForm key="sale" {...common} locations={[{ value: 1, label: 'MD' }]} initial={{ sale_start: '2025-01-03', location: 1, published: true, flyers: { file_korean: file, file_english: file, file_chinese: null, file_vietnamese: null, file_spanish: null } as never }} />, weeklySaleSchema],
  ['an announcement', <AnnouncementForm key="announcement" {...common} initial={{ ...bodies, published: true, files: [file] }} />, announcementSchema],
  [
    'a job posting',
    <PostingForm
      key="posting"
      {...common}
      options={{ cities: [{ value: 1, label: 'Jessup' }], jobTypes: [{ value: 1, label: 'Cashier' }], careerTypes: [{ value: 1, label: 'Full' }], experiences: [{ value: 0, label: 'Any' }] }}
      initial={{ ...bodies, job_type: 1, career_type: 1, experience: 0, cities: [1], pay_min: '17.00', pay_max: '19.50', pay_unit: 'hour', benefits: '건강보험', benefits_eng: 'Health insurance', start_date: '2025-01-01', due_date: '', always_open: true, published: true }}
    />,
    postingSchema,
  ],
];

describe('the back office record forms and their schemas', () => {
  it.each(forms)('%s sends only fields its schema reads, and a ticked "show on the site" reads as shown', (_name, form, schema) => {
    const { container } = renderWithIntl(form, 'en');
    const sent = new FormData(container.querySelector('form')!);
    const names = [...new Set([...sent.keys()])];
    expect(names.filter((name) => !(name in schema.fields))).toEqual([]);
    expect(schema.validateSync(formValues(sent), { stripUnknown: true })).toMatchObject({ published: true });
  });
});
