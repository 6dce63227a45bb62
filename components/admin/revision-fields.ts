import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { RECORD_SECTIONS, type RecordKind } from '@/lib/admin/record-kinds';
import type { RevisionField } from '@/lib/admin/revision-diff';
import { CAREER_TYPES, CITIES, JOB_TYPES, LOCATIONS, type CodeEntry } from '@/lib/content/codes';
import { EXPERIENCES } from '@/lib/validation/posting';
import { FLYER_EDITIONS } from '@/lib/validation/weekly-sale';
import { FAQ_GROUPS } from '@/lib/content/faq';
import { HISTORY_PERIOD_LABELS, HISTORY_PERIODS } from '@/lib/content/history';
import { STORES } from '@/lib/content/stores';
import { PRODUCT_CATEGORY_CODES } from '@/lib/content/codes';
import { PRODUCT_SHELVES } from '@/lib/content/products';

// What a comparison of a kind's revisions shows, labelled as the kind's form labels its fields
// (in the staff member's language), with coded values named.

const named = (codes: CodeEntry[], locale: AppLocale) => Object.fromEntries(codes.map((code) => [String(code.value), locale === 'ko' ? code.ko : code.en]));
const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The fields of `kind`'s revisions, in the order its form shows them. */
export async function revisionFields(kind: RecordKind, locale: AppLocale): Promise<RevisionField[]> {
  const t = await getTranslations('admin.revisions.fields');
  const publishing = await getTranslations('admin.publishing');
  const window: RevisionField[] = [
    { key: 'published', label: t('published'), kind: 'boolean' },
    { key: 'publishFrom', label: publishing('from'), kind: 'datetime' },
    { key: 'publishUntil', label: publishing('until'), kind: 'datetime' },
  ];
  const attachments: RevisionField[] = [1, 2, 3].map((number) => ({ key: `file${number}`, label: t('attachment', { number }), kind: 'file' }));

  if (kind === 'announcement' || kind === 'deal') {
    const s = await getTranslations(kind === 'announcement' ? 'admin.announcements' : 'admin.deals');
    const texts: RevisionField[] = [
      { key: 'title', label: s('titleKo'), kind: 'text', lang: 'ko' },
      { key: 'titleEng', label: s('titleEn'), kind: 'text', lang: 'en' },
      { key: 'content', label: s('contentKo'), kind: 'html', lang: 'ko' },
      { key: 'contentEng', label: s('contentEn'), kind: 'html', lang: 'en' },
    ];
    if (kind === 'announcement') return [...texts, ...attachments, ...window];
    const deals = await getTranslations('admin.deals');
    return [
      ...texts,
      { key: 'thumbnail', label: deals('thumbnail'), kind: 'file' },
      { key: 'thumbnailEng', label: deals('thumbnailEng'), kind: 'file' },
      { key: 'startDate', label: deals('startDate'), kind: 'date' },
      { key: 'endDate', label: deals('endDate'), kind: 'date' },
      { key: 'location', label: deals('location'), kind: 'number', choices: { '0': deals('everywhere'), ...named(LOCATIONS, locale) } },
      ...attachments,
      ...window,
    ];
  }

  if (kind === 'posting') {
    const p = await getTranslations('admin.postings');
    return [
      { key: 'title', label: p('titleKo'), kind: 'text', lang: 'ko' },
      { key: 'titleEng', label: p('titleEn'), kind: 'text', lang: 'en' },
      { key: 'content', label: p('contentKo'), kind: 'html', lang: 'ko' },
      { key: 'contentEng', label: p('contentEn'), kind: 'html', lang: 'en' },
      { key: 'jobType', label: p('jobType'), kind: 'number', choices: named(JOB_TYPES, locale) },
      { key: 'careerType', label: p('careerType'), kind: 'number', choices: named(CAREER_TYPES, locale) },
      { key: 'cities', label: p('stores'), kind: 'list', choices: named(CITIES, locale) },
      { key: 'experience', label: p('experience'), kind: 'number', choices: Object.fromEntries(EXPERIENCES.map((value) => [String(value), p(`experiences.${value}`)])) },
      // Pay is kept in cents and shown in dollars, as the form shows it. A unit is named like a code.
      { key: 'payMin', label: t('payMin'), kind: 'money' },
      { key: 'payMax', label: t('payMax'), kind: 'money' },
      { key: 'payUnit', label: p('payUnit'), kind: 'number', choices: { hour: p('payUnits.hour'), week: p('payUnits.week'), month: p('payUnits.month'), year: p('payUnits.year') } },
      { key: 'benefits', label: p('benefitsKo'), kind: 'text', lang: 'ko' },
      { key: 'benefitsEng', label: p('benefitsEn'), kind: 'text', lang: 'en' },
      { key: 'startDate', label: p('startDate'), kind: 'date' },
      { key: 'dueDate', label: p('dueDate'), kind: 'date' },
      ...window,
    ];
  }

  if (kind === 'sale') {
    const s = await getTranslations('admin.sales');
    return [
      { key: 'saleStart', label: s('start'), kind: 'date' },
      { key: 'location', label: s('location'), kind: 'number', choices: named(LOCATIONS, locale) },
      ...FLYER_EDITIONS.map((edition): RevisionField => ({ key: camel(edition), label: s(`editions.${edition}`), kind: 'file' })),
      { key: 'items', label: s('items.title'), kind: 'list' },
      ...window,
    ];
  }

  if (kind === 'faq') {
    const f = await getTranslations('admin.faq');
    return [
      { key: 'group', label: f('group'), kind: 'number', choices: Object.fromEntries(FAQ_GROUPS.map((group) => [group, f(`groups.${group}`)])) },
      { key: 'sortOrder', label: f('order'), kind: 'number' },
      { key: 'question', label: f('question'), kind: 'text', lang: 'ko' },
      { key: 'questionEng', label: f('question_eng'), kind: 'text', lang: 'en' },
      { key: 'answer', label: f('answer'), kind: 'text', lang: 'ko' },
      { key: 'answerEng', label: f('answer_eng'), kind: 'text', lang: 'en' },
      ...window,
    ];
  }

  if (kind === 'history') {
    const h = await getTranslations('admin.history');
    return [
      { key: 'period', label: h('period'), kind: 'number', choices: Object.fromEntries(HISTORY_PERIODS.map((period) => [period, HISTORY_PERIOD_LABELS[period][locale]])) },
      { key: 'sortOrder', label: h('order'), kind: 'number' },
      { key: 'year', label: h('year'), kind: 'text' },
      { key: 'stores', label: h('stores'), kind: 'list', choices: Object.fromEntries(STORES.map((store) => [store.slug, locale === 'ko' ? store.title : store.titleEng])) },
      { key: 'note', label: h('note'), kind: 'text', lang: 'ko' },
      { key: 'noteEng', label: h('note_eng'), kind: 'text', lang: 'en' },
      ...window,
    ];
  }

  if (kind === 'department' || kind === 'product' || kind === 'brand') {
    // The three share their fields' keys; the translator's type cannot follow a namespace chosen at run time.
    const p = (await getTranslations(RECORD_SECTIONS[kind].namespace)) as unknown as (key: string) => string;
    const text = (key: string, lang?: 'ko' | 'en'): RevisionField => ({ key: camel(key), label: p(key), kind: 'text', ...(lang ? { lang } : {}) });
    const words = (...keys: string[]) => keys.flatMap((key) => [text(key, 'ko'), text(`${key}_eng`, 'en')]);
    const tab: RevisionField = { key: 'tab', label: p('tab'), kind: 'number', choices: named(PRODUCT_CATEGORY_CODES, locale) };
    if (kind === 'department') return [tab, ...words('slogan'), { key: 'pictures', label: p('pictures'), kind: 'list' }, ...words('intro_title', 'intro', 'more_title', 'more'), ...window];
    const place: RevisionField = { key: 'sortOrder', label: p('order'), kind: 'number' };
    if (kind === 'product') {
      const shelf: RevisionField = { key: 'shelf', label: p('shelf'), kind: 'number', choices: Object.fromEntries(PRODUCT_SHELVES.map((name) => [name, p(`shelves.${name}`)])) };
      return [tab, shelf, place, ...words('name', 'text'), text('picture'), ...window];
    }
    return [tab, place, ...words('name', 'text'), { key: 'autoplay', label: p('autoplay'), kind: 'boolean' }, { key: 'products', label: p('products'), kind: 'list' }, ...window];
  }

  const s = await getTranslations('admin.slides');
  const file = (column: 'adv_image_pc_ko' | 'adv_image_mobile_ko' | 'adv_image_pc_en' | 'adv_image_mobile_en' | 'img_image_pc' | 'img_image_mobile' | 'vd_video_file'): RevisionField => ({
    key: camel(column),
    label: s(`files.${column}`),
    kind: 'file',
  });
  return [
    { key: 'visualTp', label: s('type'), kind: 'number', choices: { '1': s('types.1'), '2': s('types.2'), '3': s('types.3') } },
    { key: 'advEventId', label: s('deal'), kind: 'number' },
    file('adv_image_pc_ko'),
    file('adv_image_mobile_ko'),
    file('adv_image_pc_en'),
    file('adv_image_mobile_en'),
    { key: 'imgTextYn', label: s('textYn'), kind: 'boolean' },
    { key: 'imgMainTextKo', label: s('mainTextKo'), kind: 'text', lang: 'ko' },
    { key: 'imgMainTextEn', label: s('mainTextEn'), kind: 'text', lang: 'en' },
    { key: 'imgTextKo', label: s('textKo'), kind: 'text', lang: 'ko' },
    { key: 'imgTextEn', label: s('textEn'), kind: 'text', lang: 'en' },
    { key: 'imgTextColor', label: s('textColor'), kind: 'text' },
    file('img_image_pc'),
    file('img_image_mobile'),
    { key: 'imgCategory', label: s('category'), kind: 'number', choices: Object.fromEntries(['0', '1', '2', '3', '4', '5'].map((value) => [value, s(`categories.${value}` as 'categories.0')])) },
    { key: 'vdLinkUrl', label: s('linkUrl'), kind: 'text' },
    { key: 'vdVideoUrl', label: s('videoUrl'), kind: 'text' },
    file('vd_video_file'),
    { key: 'vdAutoplayYn', label: s('autoplay'), kind: 'boolean' },
    { key: 'published', label: s('activeLabel'), kind: 'boolean' },
    ...window.slice(1),
  ];
}
