import { notFound, parseId, publicJson, route } from '@/lib/server/http';
import { getEvent } from '@/lib/server/services/events';

export const GET = route(async (_request, context: RouteContext<'/api/events/[id]'>, locale) => {
  const event = await getEvent(parseId((await context.params).id, locale));
  if (!event) throw notFound(locale);
  return publicJson(event);
});
