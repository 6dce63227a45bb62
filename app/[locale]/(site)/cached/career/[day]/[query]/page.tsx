import { CareerListView, careerListMetadata } from '@/app/[locale]/(site)/career/career-list-view';
import { cachedViewRoute } from '../../../cached-view';

const route = cachedViewRoute('career', {
  metadata: (locale, query) => careerListMetadata(locale, query),
  render: (locale, query, day) => <CareerListView locale={locale} params={query} today={day} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
