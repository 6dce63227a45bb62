import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { Link } from '@/lib/i18n/navigation';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { recordId } from '@/lib/admin/record-id';
import { staffForPage, requestAddress } from '@/lib/server/admin/guard';
import { readTenantAsStaff } from '@/lib/server/services/private-records';
import { Forbidden } from '@/components/admin/forbidden';
import { RecordFacts, RecordFiles } from '@/components/admin/record-facts';
import { NotFoundContent } from '@/components/layout/not-found-content';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/tenants/[id]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.tenants' });
  return { title: t('one') };
}

/** One tenant application with its documents (support and admin); reading it is audited. */
export default async function AdminTenantPage({ params }: PageProps<'/[locale]/admin/tenants/[id]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { id: rawId } = await params;
  const { staff, forbidden } = await staffForPage(locale, `/admin/tenants/${encodeURIComponent(rawId)}`, 'tenants:read');
  if (forbidden) return <Forbidden />;
  const id = recordId(rawId);
  const tenant = id === null ? null : await readTenantAsStaff(id, { staffId: staff.id, address: await requestAddress() });
  if (!tenant) return <NotFoundContent />;
  const t = await getTranslations('admin.tenants');

  return (
    <>
      <p>
        <Link href="/admin/tenants">{t('list')}</Link>
      </p>
      <h1 className="page-title">{tenant.name}</h1>
      <section className={styles.card} aria-label={t('one')}>
        <RecordFacts
          facts={[
            { label: t('storename'), value: tenant.storename },
            { label: t('businessType'), value: tenant.business_type },
            { label: t('address'), value: tenant.address },
            { label: t('email'), value: <a href={`mailto:${tenant.email}`}>{tenant.email}</a> },
            { label: t('phone'), value: <a href={`tel:${tenant.phone}`}>{tenant.phone}</a> },
            { label: t('date'), value: formatDay(storeDayOf(tenant.created_at), locale) },
          ]}
        />
        <RecordFiles files={[tenant.file1, tenant.file2, tenant.file3]} label={t('files')} />
      </section>
    </>
  );
}
