import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import { staffForPage } from '@/lib/server/admin/guard';
import { listDealChoices } from '@/lib/server/services/deal-admin';
import { RecordHeader } from '@/components/admin/record-pages';
import { SlideForm } from '@/components/admin/slide-form';
import { dealOptions } from '@/components/admin/record-options';
import { saveSlideAction } from '../../../slide-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/slides/new'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.slides' });
  return { title: t('new') };
}

/** A new home slide, last in the order. */
export default async function NewSlidePage({ params }: PageProps<'/[locale]/admin/slides/new'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/slides/new', 'slides:manage');
  const t = await getTranslations('admin.slides');
  const none = { adv_image_pc_ko: null, adv_image_mobile_ko: null, adv_image_pc_en: null, adv_image_mobile_en: null, img_image_pc: null, img_image_mobile: null, vd_video_file: null };
  return (
    <>
      <RecordHeader listHref="/admin/slides" listLabel={t('list')} title={t('new')} />
      <section className={styles.card}>
        <SlideForm
          action={saveSlideAction.bind(null, locale, null)}
          initial={{ visual_tp: 2, published: false, adv_event_id: null, img_text_yn: true, img_main_text_ko: '', img_main_text_en: '', img_text_ko: '', img_text_en: '', img_text_color: '#ffffff', img_category: 0, vd_link_url: '', vd_video_url: '', vd_autoplay_yn: false, files: none }}
          deals={dealOptions(await listDealChoices(), locale)}
          loginHref={getPathname({ href: '/admin/login', locale })}
        />
      </section>
    </>
  );
}
