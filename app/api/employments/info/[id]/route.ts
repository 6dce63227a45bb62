import { notFound, parseId, publicJson, route } from '@/lib/server/http';
import { getPosting } from '@/lib/server/services/postings';
import { storeToday } from '@/lib/dates';
import { payJson } from '@/lib/careers/pay';

export const GET = route(async (_request, context: RouteContext<'/api/employments/info/[id]'>, locale) => {
  const posting = await getPosting(parseId((await context.params).id, locale), storeToday());
  if (!posting) throw notFound(locale);
  return publicJson({ ...posting, pay: payJson(posting.pay, locale) });
});
