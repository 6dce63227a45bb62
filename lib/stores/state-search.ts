/** The state search: the stores of `state`, only those of `city` when one is named (a city code). */
export function inStateAndCity<T extends { state: string; cityCode: number }>(stores: readonly T[], state: string, city: string): T[] {
  return stores.filter((store) => store.state === state && (!city || String(store.cityCode) === city));
}
