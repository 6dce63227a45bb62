/** A store a deal may name: its Korean title as deals write it ("올랜도점") and its name in the page's language. */
export interface StoreName {
  title: string;
  name: string;
}

/**
 * Where a deal runs, as a store's Special Deals tab names it: the store its title names (a deal's
 * Korean title always names its store, "탬파점 치킨 특가"), else every store of its state, else every store.
 */
export function dealPlace(deal: { title: string; location: number }, stores: StoreName[], labels: { state: string; all: string }): string {
  const store = stores.find((candidate) => deal.title.includes(candidate.title));
  if (store) return store.name;
  return deal.location === 0 ? labels.all : labels.state;
}
