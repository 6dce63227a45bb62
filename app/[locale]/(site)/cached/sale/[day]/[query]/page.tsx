import { SalePageView, saleMetadata, saleWeekOf } from '@/app/[locale]/(site)/sale/sale-view';
import { cachedViewRoute } from '../../../cached-view';

const route = cachedViewRoute('sale', {
  metadata: (locale, query, day) => saleMetadata(locale, saleWeekOf(query, day)),
  render: (locale, query, day) => <SalePageView locale={locale} week={saleWeekOf(query, day)} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
