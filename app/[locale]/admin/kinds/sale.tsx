import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { PublishState } from '@/lib/admin/publish-state';
import { formatSaleWeek } from '@/lib/format/dates';
import { saleHref } from '@/lib/content/sale-regions';
import { FLYER_EDITIONS } from '@/lib/validation/weekly-sale';
import { getSaleForStaff, listSalesForStaff, type StaffSale } from '@/lib/server/services/sale-admin';
import { listSaleItems } from '@/lib/server/services/sale-items';
import { SaleForm } from '@/components/admin/sale-form';
import { SaleItemsSection } from '@/components/admin/sale-items/items-section';
import { editionNames, saleRegions } from '@/components/admin/record-options';
import { StandingBadges } from '@/components/admin/publish-state-parts';
import type { KindPages } from './kind-pages';

/** Weekly sales by region, newest week first: which flyer editions each has, and where its week stands; its items below its form. */
export const salePages: KindPages<StaffSale, StaffSale, ComponentProps<typeof SaleForm>['initial']> = {
  kind: 'sale',
  filters: [{ type: 'select', name: 'location', label: 'location', all: 'allRegions', options: saleRegions }, { type: 'publishState' }],
  list: (values, page) => listSalesForStaff({ location: values.location as number | undefined, state: values.state as PublishState | undefined, page }),
  columns: ['week', 'location', 'flyers', 'status'],
  async cells(sale, { locale, at, today, t, href }) {
    const status = !sale.published ? 'draft' : sale.sale_start > today ? 'scheduled' : sale.sale_end < today ? 'closed' : 'open';
    const editions = await editionNames();
    return [
      <Link key="week" href={href} prefetch={false}>
        {formatSaleWeek(sale.sale_start, locale)}
      </Link>,
      saleRegions(locale).find((region) => region.value === sale.location)?.label,
      FLYER_EDITIONS.filter((edition) => sale.flyers[edition])
        .map((edition) => editions[edition])
        .join(', '),
      <StandingBadges key="status" record={sale} now={at} standing={{ state: status, label: t(`statuses.${status}`) }} />,
    ];
  },
  load: getSaleForStaff,
  blank: () => ({ sale_start: '', location: null, published: false, flyers: { file_korean: null, file_chinese: null, file_vietnamese: null, file_indian: null } }),
  form: (slot, { locale }) => <SaleForm {...slot} locations={saleRegions(locale)} />,
  site: (sale, { t }) => ({ view: { href: saleHref(sale.location), text: t('viewOnSite') } }),
  below: async (sale, { locale }) => <SaleItemsSection locale={locale} sale={sale} items={await listSaleItems(sale.id)} />,
};
