'use client';

import { needsScript, useHydrated } from '@/lib/hooks/use-hydrated';
import { saveMyList, useMyList } from '@/lib/hooks/use-my-list';
import { toggleEntry, type MyListEntry } from '@/lib/sale/my-list';
import { AddToMyList } from './add-to-my-list';

/** "Add to my list" beside a sale search's answer: the same toggle as on the region's page, for the same entry. */
export function SearchResultAddToList({ entry, label, itemName }: { entry: MyListEntry; label: string; itemName: string }) {
  const hydrated = useHydrated();
  const list = useMyList();
  return (
    <AddToMyList
      pressed={Boolean(list?.some((listed) => listed.id === entry.id))}
      ready={needsScript(hydrated && list !== null)}
      label={label}
      itemName={itemName}
      onToggle={() => saveMyList(toggleEntry(list ?? [], entry))}
    />
  );
}
