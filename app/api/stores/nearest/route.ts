import { STORES } from '@/lib/content/stores';
import { storesForZip } from '@/lib/stores/distance';
import { ApiError, publicJson, route } from '@/lib/server/http';
import { serverTranslator } from '@/lib/server/i18n';
import { zipCentroid } from '@/lib/server/geo/zip-centroids';

/**
 * stores/nearest/?zip=12345: the spec's ZIP search, from the bundled ZIP table (no geocoding
 * call). 20794 gives both distributor sites; any other ZIP the nearest store.
 */
export const GET = route(async (request, _context: unknown, locale) => {
  const t = serverTranslator(locale, 'api');
  const zip = new URL(request.url).searchParams.get('zip')?.trim() ?? '';
  if (!/^\d{5}$/.test(zip)) throw new ApiError(400, { zip: [t('zipInvalid')], detail: t('zipInvalid') });
  const centre = zipCentroid(zip);
  if (!centre) throw new ApiError(404, { zip: [t('zipUnknown', { zip })], detail: t('zipUnknown', { zip }) });
  const results = storesForZip(STORES, zip, centre).map(({ store, miles }) => ({ slug: store.slug, miles: Math.round(miles * 10) / 10 }));
  return publicJson({ zip, results });
});
