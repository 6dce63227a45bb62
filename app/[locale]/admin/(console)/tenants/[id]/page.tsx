import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { readTenantAsStaff } from '@/lib/server/services/private-records';
import { RecordFacts, RecordFiles } from '@/components/admin/record-facts';
import { recordForPage, sectionTitle } from '../../../record-page';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/tenants/[id]'>): Promise<Metadata> {
  return sectionTitle(params, 'tenants', 'one');
}

/** One tenant application with its documents (support and admin); reading it is audited. */
export default async function AdminTenantPage({ params }: PageProps<'/[locale]/admin/tenants/[id]'>) {
  const found = await recordForPage(params, 'tenants', 'tenants:read', readTenantAsStaff);
  const { locale, record: tenant } = found;
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
