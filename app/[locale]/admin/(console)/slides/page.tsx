import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { Link } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { staffForPage } from '@/lib/server/admin/guard';
import { listSlidesForStaff, type StaffSlide } from '@/lib/server/services/slide-admin';
import { ListCard, ListHeader } from '@/components/admin/record-pages';
import { AdminTable } from '@/components/admin/admin-table';
import { attachmentName } from '@/components/board/detail-board';
import { moveSlideAction } from '../../slide-actions';
import { now } from '@/lib/server/clock';
import { PublishStateBadge } from '@/components/admin/publish-state-parts';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/slides'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.slides' });
  return { title: t('title') };
}

/** What a slide says, in a line: the deal it advertises, its text, or its video. */
function summary(slide: StaffSlide, locale: string, pictureOnly: string): string {
  if (slide.visual_tp === 1) return slide.event_title;
  if (slide.visual_tp === 2) return (locale === 'en' && slide.img_main_text_en) || slide.img_main_text_ko || slide.img_text_ko || pictureOnly;
  return slide.vd_video_url || (slide.files.vd_video_file ? attachmentName(slide.files.vd_video_file.url) : '');
}

/** The home page's slides in the order it shows them: move one up or down, open one to change it. */
export default async function AdminSlidesPage({ params, searchParams }: PageProps<'/[locale]/admin/slides'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/slides', 'slides:manage');
  const at = now();
  const query = (await searchParams) as SearchParams;
  const slides = await listSlidesForStaff();
  const t = await getTranslations('admin.slides');
  const move = moveSlideAction.bind(null, locale);

  return (
    <>
      <ListHeader title={t('title')} lead={t('lead')} newHref="/admin/slides/new" newLabel={t('new')} deleted={firstValue(query, 'deleted') === '1' ? t('deleted') : undefined} />
      <ListCard
        id="slide-total"
        total={t('total', { count: slides.length })}
        empty={t('empty')}
        pagination={null}
        table={
          slides.length === 0 ? null : (
            <AdminTable label={t('title')} columns={[t('order'), t('type'), t('summary'), t('status'), t('move')]}>
              {slides.map((slide, index) => (
                <tr key={slide.id}>
                  <td>{index + 1}</td>
                  <td>
                    <Link href={`/admin/slides/${slide.id}`} prefetch={false}>
                      {t(`types.${slide.visual_tp as 1 | 2 | 3}`)}
                    </Link>
                  </td>
                  <td>{summary(slide, locale, t('pictureOnly'))}</td>
                  <td>
                    <PublishStateBadge record={slide} now={at} />
                  </td>
                  <td>
                    <div className={styles.actions}>
                      {(['up', 'down'] as const).map((direction) => (
                        <form key={direction} action={move}>
                          <input type="hidden" name="id" value={slide.id} />
                          <input type="hidden" name="direction" value={direction} />
                          <button type="submit" className="button button-outline" disabled={direction === 'up' ? index === 0 : index === slides.length - 1} aria-label={t(direction === 'up' ? 'moveUp' : 'moveDown', { number: index + 1 })}>
                            {direction === 'up' ? '↑' : '↓'}
                          </button>
                        </form>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )
        }
      />
    </>
  );
}
