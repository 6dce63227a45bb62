import { PostingView, postingMetadata } from '@/app/[locale]/(site)/career/posting-view';
import { getPosting } from '@/lib/server/services/employments';
import { cachedViewRoute } from '../../../cached-view';

const route = cachedViewRoute('posting', {
  metadata: async (locale, query, day) => postingMetadata(locale, await getPosting(Number(query.id), day), day),
  render: async (locale, query, day) => <PostingView locale={locale} posting={await getPosting(Number(query.id), day)} today={day} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
