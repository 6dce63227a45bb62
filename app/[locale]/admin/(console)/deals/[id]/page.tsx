import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { recordId } from '@/lib/admin/record-id';
import { staffForPage } from '@/lib/server/admin/guard';
import { getDealForStaff } from '@/lib/server/services/deal-admin';
import { Forbidden } from '@/components/admin/forbidden';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { DealForm } from '@/components/admin/deal-form';
import { RecordActions } from '@/components/admin/record-actions';
import { dealFormLabels, dealLocations } from '@/components/admin/deal-labels';
import { recordActionLabels } from '@/components/admin/posting-labels';
import { editorLabels } from '@/components/admin/editor/editor-labels';
import { validationMessages } from '@/components/admin/validation-messages';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { deleteDealAction, publishDealAction, saveDealAction } from '../../../deal-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/deals/[id]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.deals' });
  return { title: t('edit') };
}

/** One special deal: its form, a link to it on the site, publish and delete. */
export default async function EditDealPage({ params, searchParams }: PageProps<'/[locale]/admin/deals/[id]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { id: rawId } = await params;
  const { forbidden } = await staffForPage(locale, `/admin/deals/${encodeURIComponent(rawId)}`, 'deals:manage');
  if (forbidden) return <Forbidden />;
  const id = recordId(rawId);
  const deal = id === null ? null : await getDealForStaff(id);
  if (!deal) return <NotFoundContent />;
  const t = await getTranslations('admin.deals');
  const saved = firstValue((await searchParams) as SearchParams, 'saved') === '1';

  return (
    <>
      <RecordHeader listHref="/admin/deals" listLabel={t('list')} title={t('edit')} />
      <OnSite
        label={t('onSite')}
        shown={
          deal.published ? (
            <Link href={`/event/${deal.id}`} target="_blank" prefetch={false}>
              {t('viewOnSite')}
            </Link>
          ) : (
            t('notShown')
          )
        }
        actions={
          <RecordActions
            id={deal.id}
            published={deal.published}
            publish={publishDealAction.bind(null, locale)}
            remove={deleteDealAction.bind(null, locale)}
            labels={await recordActionLabels(t('confirmDelete'))}
            loginHref={getPathname({ href: '/admin/login', locale })}
          />
        }
      />
      <section className={styles.card}>
        <DealForm
          action={saveDealAction.bind(null, locale, deal.id)}
          initial={deal}
          locations={await dealLocations(locale)}
          labels={await dealFormLabels()}
          editorLabels={await editorLabels()}
          messages={await validationMessages()}
          loginHref={getPathname({ href: '/admin/login', locale })}
          locale={locale}
          notice={saved ? t('created') : undefined}
        />
      </section>
    </>
  );
}
