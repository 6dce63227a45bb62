import type { Sale } from '@/lib/api/types';
import { formatTemplate } from '@/lib/i18n/format-template';
import { optimizedImage } from '../ui/optimized-image';
import type { FlyerEdition } from './flyer-viewer';

/** The spec's flyer tabs and the sale's file of each; no Vietnamese flyer in New Jersey (4). */
const TABS = [
  { tab: 1, file: 'file_korean' },
  { tab: 2, file: 'file_chinese' },
  { tab: 3, file: 'file_vietnamese' },
  { tab: 4, file: 'file_indian' },
] as const;

/** The flyer as the viewer draws it: the page's full width on a phone, 820 px from 900 px up. */
const FLYER_SIZE = { width: 1080, height: 1528, sizes: '(min-width: 900px) 820px, 100vw' };

/**
 * The sale's editions for the viewer; `altTemplate` is an ICU message with {location}, {edition}
 * and {week}. Made on the sale page's server and in the store page's Weekly Sale tab (fetched on
 * demand), never in the first load's scripts, as their pictures' sources need next/image.
 */
export function flyerEditions(sale: Sale, tabNames: Record<number, string>, altTemplate: string, locationName: string, week: string): FlyerEdition[] {
  return TABS.filter(({ tab }) => !(tab === 3 && sale.location === 4)).map(({ tab, file }) => ({
    tab,
    label: tabNames[tab] ?? '',
    url: sale[file],
    image: sale[file] ? optimizedImage(sale[file], FLYER_SIZE) : null,
    alt: formatTemplate(altTemplate, { location: locationName, edition: tabNames[tab] ?? '', week }),
  }));
}
