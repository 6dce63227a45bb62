import { HomeView, homeMetadata } from '@/app/[locale]/(site)/home-view';
import { cachedViewRoute } from '../../../cached-view';

const route = cachedViewRoute('home', {
  metadata: (locale) => homeMetadata(locale),
  render: (locale) => <HomeView locale={locale} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
