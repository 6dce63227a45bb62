import { storeToday } from '@/lib/dates';
import { ApiError, publicJson, route } from '@/lib/server/http';
import { serverTranslator } from '@/lib/server/i18n';
import { intParam } from '@/lib/server/query';
import { getCurrentSale } from '@/lib/server/services/sales';

/** sale/?location=1..4: this week's flyers (the latest sale that has started). */
export const GET = route(async (request, _context: unknown, locale) => {
  const t = serverTranslator(locale, 'api');
  const location = intParam(new URL(request.url), 'location', { min: 1, max: 4 }, locale);
  if (location === undefined) throw new ApiError(400, { location: [t('locationRequired')], detail: t('locationRequired') });
  const sale = await getCurrentSale(location, storeToday());
  if (!sale) throw new ApiError(404, { detail: t('noSale') });
  return publicJson(sale);
});
