import { existsSync } from 'node:fs';
import path from 'node:path';
import { FIRST_STORES } from '@/lib/content/stores';
import { departmentsOf } from '@/lib/stores/departments';
import { DEMO_EVENTS } from '@/lib/server/db/demo/events';

const storeBySlug = (slug: string) => FIRST_STORES.find((store) => store.slug === slug);

describe('store photos', () => {
  it.each(FIRST_STORES.map((store) => [store.slug, store] as const))('%s has five photos of its own, all on disk', (_, store) => {
    expect(store.photos).toHaveLength(5);
    for (const photo of store.photos) {
      expect(existsSync(path.join(process.cwd(), 'public', photo))).toBe(true);
      expect(photo).toContain(`/stores/${store.slug}/`);
    }
  });

  it('shares no photo between stores', () => {
    const all = FIRST_STORES.flatMap((store) => store.photos);
    expect(new Set(all).size).toBe(all.length);
  });

  it('numbers the second distributor site 06 to 10 and the others 01 to 05 (spec)', () => {
    expect(storeBySlug('jessup-distributor-2')!.photos.map((photo) => photo.slice(-7))).toEqual(['06.webp', '07.webp', '08.webp', '09.webp', '10.webp']);
    expect(storeBySlug('ellicott-city-md')!.photos.map((photo) => photo.slice(-7))).toEqual(['01.webp', '02.webp', '03.webp', '04.webp', '05.webp']);
  });

  it.each(FIRST_STORES.map((store) => [store.slug, store] as const))("%s's department photos show its own services", (_, store) => {
    const names = departmentsOf(store).map((department) => department.nameEng);
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(4);
    expect(names.includes('Food court')).toBe(store.food);
    expect(names.includes('Snack Lab')).toBe(store.snack);
  });
});

describe('store food courts and the deals that name them', () => {
  const counts: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
  /** How many restaurants a deal's words promise ("seven-restaurant", "7개 레스토랑"), or null. */
  const promised = (text: string) => {
    const match = /(\d+|two|three|four|five|six|seven|eight)[- ]restaurant|(\d+)개 (?:레스토랑|식당)/i.exec(text);
    if (!match) return null;
    return Number(match[2] ?? counts[match[1]!.toLowerCase()] ?? match[1]);
  };

  it.each(DEMO_EVENTS.map((event) => [event.id, event] as const))('deal %i names no food court that lists nothing, nor more restaurants than it lists', (_, event) => {
    const store = FIRST_STORES.find((candidate) => !candidate.distributor && event.title.includes(candidate.title));
    if (!store || !/food court|푸드코트/i.test(`${event.title} ${event.titleEng} ${event.blurb} ${event.blurbEng}`)) return;
    expect(store.food).toBe(true);
    const promise = promised(`${event.blurb} ${event.blurbEng}`);
    if (promise !== null) expect(store.foodList.length).toBeGreaterThanOrEqual(promise);
  });

  it("lists Jacksonville's food court, in both languages", () => {
    const jacksonville = storeBySlug('jacksonville-fl')!;
    expect(jacksonville.foodList.length).toBeGreaterThan(0);
    expect(jacksonville.foodListEng).toHaveLength(jacksonville.foodList.length);
  });
});
