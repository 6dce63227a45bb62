import { ApiError, publicJson, route } from '@/lib/server/http';
import { serverTranslator } from '@/lib/server/i18n';
import { zipSearch } from '@/lib/server/stores/zip-search';

/**
 * stores/nearest/?zip=12345: the spec's ZIP search, from the bundled ZIP table (no geocoding
 * call). 20794 gives both distributor sites; any other ZIP the nearest store.
 */
export const GET = route(async (request, _context: unknown, locale) => {
  const t = serverTranslator(locale, 'api');
  const zip = new URL(request.url).searchParams.get('zip')?.trim() ?? '';
  const found = await zipSearch(zip);
  if (found.outcome === 'invalid') throw new ApiError(400, { zip: [t('zipInvalid')], detail: t('zipInvalid') });
  if (found.outcome === 'unknown') throw new ApiError(404, { zip: [t('zipUnknown', { zip })], detail: t('zipUnknown', { zip }) });
  return publicJson({ zip, results: found.results });
});
