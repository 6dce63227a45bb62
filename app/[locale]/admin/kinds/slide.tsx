import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { getSlideForStaff, listSlidesForStaff, type StaffSlide } from '@/lib/server/services/slide-admin';
import { listDealChoices } from '@/lib/server/services/deal-admin';
import { SlideForm } from '@/components/admin/slide-form';
import { dealOptions } from '@/components/admin/record-options';
import { PublishStateBadge } from '@/components/admin/publish-state-parts';
import { attachmentName } from '@/components/board/detail-board';
import styles from '@/components/admin/admin.module.css';
import { moveSlideAction } from '../slide-actions';
import type { KindPages } from './kind-pages';

/** What a slide says, in a line: the deal it advertises, its text, or its video. */
function summary(slide: StaffSlide, locale: string, pictureOnly: string): string {
  if (slide.visual_tp === 1) return slide.event_title;
  if (slide.visual_tp === 2) return (locale === 'en' && slide.img_main_text_en) || slide.img_main_text_ko || slide.img_text_ko || pictureOnly;
  return slide.vd_video_url || (slide.files.vd_video_file ? attachmentName(slide.files.vd_video_file.url) : '');
}

const NO_FILES = { adv_image_pc_ko: null, adv_image_mobile_ko: null, adv_image_pc_en: null, adv_image_mobile_en: null, img_image_pc: null, img_image_mobile: null, vd_video_file: null };

/** The home page's slides, whole and in the order it shows them: move one up or down; a new one comes last. */
export const slidePages: KindPages<StaffSlide, StaffSlide, ComponentProps<typeof SlideForm>['initial']> = {
  kind: 'slide',
  filters: [],
  whole: true,
  list: async () => {
    const slides = await listSlidesForStaff();
    return { count: slides.length, page: 1, results: slides };
  },
  columns: ['order', 'type', 'summary', 'status', 'move'],
  cells: (slide, { locale, at, t, href, index, rows }) => [
    index + 1,
    <Link key="type" href={href} prefetch={false}>
      {t(`types.${slide.visual_tp}`)}
    </Link>,
    summary(slide, locale, t('pictureOnly')),
    <PublishStateBadge key="state" record={slide} now={at} />,
    <div key="move" className={styles.actions}>
      {(['up', 'down'] as const).map((direction) => (
        <form key={direction} action={moveSlideAction.bind(null, locale)}>
          <input type="hidden" name="id" value={slide.id} />
          <input type="hidden" name="direction" value={direction} />
          <button type="submit" className="button button-outline" disabled={direction === 'up' ? index === 0 : index === rows.length - 1} aria-label={t(direction === 'up' ? 'moveUp' : 'moveDown', { number: index + 1 })}>
            {direction === 'up' ? '↑' : '↓'}
          </button>
        </form>
      ))}
    </div>,
  ],
  load: getSlideForStaff,
  blank: () => ({ visual_tp: 2, published: false, adv_event_id: null, img_text_yn: true, img_main_text_ko: '', img_main_text_en: '', img_text_ko: '', img_text_en: '', img_text_color: '#ffffff', img_category: 0, vd_link_url: '', vd_video_url: '', vd_autoplay_yn: false, files: NO_FILES }),
  form: async (slot, { locale }) => <SlideForm {...slot} deals={dealOptions(await listDealChoices(), locale)} />,
  site: (slide, { t }) => ({ view: slide.published ? { href: '/', text: t('viewOnSite') } : null, hidden: t('notShown') }),
};
