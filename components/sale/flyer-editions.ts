import type { Sale } from '@/lib/api/types';
import { formatTemplate } from '@/lib/i18n/format-template';
import type { FlyerEdition } from './flyer-viewer';

/** The spec's flyer tabs and the sale's file of each; no Vietnamese flyer in New Jersey (4). */
const TABS = [
  { tab: 1, file: 'file_korean' },
  { tab: 2, file: 'file_chinese' },
  { tab: 3, file: 'file_vietnamese' },
  { tab: 4, file: 'file_indian' },
] as const;

/** The sale's editions for the viewer; `altTemplate` is an ICU message with {location}, {edition} and {week}. */
export function flyerEditions(sale: Sale, tabNames: Record<number, string>, altTemplate: string, locationName: string, week: string): FlyerEdition[] {
  return TABS.filter(({ tab }) => !(tab === 3 && sale.location === 4)).map(({ tab, file }) => ({
    tab,
    label: tabNames[tab] ?? '',
    url: sale[file],
    alt: formatTemplate(altTemplate, { location: locationName, edition: tabNames[tab] ?? '', week }),
  }));
}
