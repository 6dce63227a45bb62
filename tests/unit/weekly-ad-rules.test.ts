import { WATCHES_MAX, watchesOf, weeklyAdSettingsSchema, weeklyAdSignUpSchema } from '@/lib/validation/weekly-ad';

/* The weekly ad's forms (issue 53): one schema for the form and the server. */

describe('watchesOf', () => {
  it.each([
    ['', []],
    ['gochujang', ['gochujang']],
    ['  고추장 \r\n\n mango\nMANGO\n', ['고추장', 'mango']],
  ])('%p → %p', (text, expected) => {
    expect(watchesOf(text)).toEqual(expected);
  });
});

const settings = { store: 'centreville-va', language: 'both', editions: ['korean'], watches: '' };

describe('weeklyAdSettingsSchema', () => {
  it.each([
    [{}, null],
    [{ watches: Array.from({ length: WATCHES_MAX }, (_, i) => `item ${i}`).join('\n') }, null],
    [{ watches: Array.from({ length: WATCHES_MAX + 1 }, (_, i) => `item ${i}`).join('\n') }, 'adWatchesTooMany'],
    [{ watches: 'x'.repeat(61) }, 'adWatchesLine'],
    [{ watches: 'ok\n\u0007bell' }, 'adWatchesLine'],
    [{ store: 'herndon-va' }, 'adStoreExcluded'],
    [{ store: 'jessup-distributor-2' }, 'adStore'],
    [{ language: 'zh' }, 'adLanguage'],
    [{ editions: [] }, 'adEditions'],
    [{ editions: ['klingon'] }, 'adEditions'],
  ])('%p → %p', (change, error) => {
    const run = () => weeklyAdSettingsSchema.validateSync({ ...settings, ...change });
    if (error) expect(run).toThrow(error);
    else expect(run).not.toThrow();
  });

  it('keeps the editions in the flyers’ order, whatever order they came in', () => {
    expect(weeklyAdSettingsSchema.validateSync({ ...settings, editions: ['indian', 'korean'] }).editions).toEqual(['korean', 'indian']);
  });
});

describe('weeklyAdSignUpSchema', () => {
  it('needs an address as a person types one, lower-cased', () => {
    expect(weeklyAdSignUpSchema.validateSync({ ...settings, email: ' Mina@Example.COM ' }).email).toBe('mina@example.com');
    expect(() => weeklyAdSignUpSchema.validateSync({ ...settings, email: 'a@b' })).toThrow('email');
  });
});
