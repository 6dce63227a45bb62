import type { AppLocale } from '@/lib/i18n/routing';
import type { RecordKind } from './record-kinds';

/** Where signed-in staff open a record as the public page would show it (app/api/preview/route.ts). */
export const previewHref = (kind: RecordKind, id: number, locale: AppLocale): string => `/api/preview?kind=${kind}&id=${id}&locale=${locale}`;
