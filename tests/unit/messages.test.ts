import ko from '@/messages/ko.json';
import en from '@/messages/en.json';

function leaves(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, `${prefix}${k}.`));
  return [prefix.slice(0, -1)];
}

describe('message catalogues', () => {
  it('have the same keys in Korean and English', () => {
    expect(leaves(ko).sort()).toEqual(leaves(en).sort());
  });

  it('have no empty string', () => {
    const empty = (catalogue: unknown) =>
      leaves(catalogue).filter((key) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue) === '');
    expect(empty(ko)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });
});
