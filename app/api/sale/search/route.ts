import { storeToday } from '@/lib/dates';
import type { AppLocale } from '@/lib/i18n/routing';
import { SEARCH_QUERY_MAX, type QueryProblem } from '@/lib/sale/sale-search';
import { ApiError, publicJson, route } from '@/lib/server/http';
import { searchSaleItems } from '@/lib/server/services/sale-search';
import { serverTranslator } from '@/lib/server/i18n';

function refusal(problem: QueryProblem, locale: AppLocale): ApiError {
  const message = serverTranslator(locale, 'sale.search')(problem, { max: SEARCH_QUERY_MAX });
  return new ApiError(400, { q: [message], detail: message });
}

/** sale/search/?q=: this week's items of every region that match, best first (docs/api.md). */
export const GET = route(async (request, _context: unknown, locale) => {
  const answer = await searchSaleItems(new URL(request.url).searchParams.get('q') ?? '', storeToday(), locale);
  if (!answer.ok) throw refusal(answer.problem, locale);
  return publicJson({ query: answer.query, count: answer.count, results: answer.results });
});
