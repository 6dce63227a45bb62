import { notFound, parseId, publicJson, route } from '@/lib/server/http';
import { getDeal } from '@/lib/server/services/deals';

export const GET = route(async (_request, context: RouteContext<'/api/events/[id]'>, locale) => {
  const event = await getDeal(parseId((await context.params).id, locale));
  if (!event) throw notFound(locale);
  return publicJson(event);
});
