import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { recordId } from '@/lib/admin/record-id';
import { staffForPage } from '@/lib/server/admin/guard';
import { getSlideForStaff } from '@/lib/server/services/slide-admin';
import { listDealChoices } from '@/lib/server/services/deal-admin';
import { Forbidden } from '@/components/admin/forbidden';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { RecordActions } from '@/components/admin/record-actions';
import { SlideForm } from '@/components/admin/slide-form';
import { recordActionLabels } from '@/components/admin/posting-labels';
import { dealOptions, slideFormLabels } from '@/components/admin/slide-labels';
import { validationMessages } from '@/components/admin/validation-messages';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { deleteSlideAction, publishSlideAction, saveSlideAction } from '../../../slide-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/slides/[id]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.slides' });
  return { title: t('edit') };
}

/** One home slide: its form, show or hide it, delete it. */
export default async function EditSlidePage({ params, searchParams }: PageProps<'/[locale]/admin/slides/[id]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { id: rawId } = await params;
  const { forbidden } = await staffForPage(locale, `/admin/slides/${encodeURIComponent(rawId)}`, 'slides:manage');
  if (forbidden) return <Forbidden />;
  const id = recordId(rawId);
  const slide = id === null ? null : await getSlideForStaff(id);
  if (!slide) return <NotFoundContent />;
  const t = await getTranslations('admin.slides');
  const saved = firstValue((await searchParams) as SearchParams, 'saved') === '1';

  return (
    <>
      <RecordHeader listHref="/admin/slides" listLabel={t('list')} title={t('edit')} />
      <OnSite
        label={t('onSite')}
        shown={
          slide.active ? (
            <Link href="/" target="_blank" prefetch={false}>
              {t('viewOnSite')}
            </Link>
          ) : (
            t('notShown')
          )
        }
        actions={
          <RecordActions
            id={slide.id}
            published={slide.active}
            publish={publishSlideAction.bind(null, locale)}
            remove={deleteSlideAction.bind(null, locale)}
            labels={await recordActionLabels(t('confirmDelete'))}
            loginHref={getPathname({ href: '/admin/login', locale })}
          />
        }
      />
      <section className={styles.card}>
        <SlideForm
          action={saveSlideAction.bind(null, locale, slide.id)}
          initial={slide}
          deals={dealOptions(await listDealChoices(), locale)}
          labels={await slideFormLabels()}
          messages={await validationMessages()}
          loginHref={getPathname({ href: '/admin/login', locale })}
          locale={locale}
          notice={saved ? t('created') : undefined}
        />
      </section>
    </>
  );
}
