import { normalPhone } from '@/lib/validation/store-details';

describe('a store phone number as staff type it, written the one way the site shows it', () => {
  it.each([
    ['410-555-0199', '410-555-0199'],
    ['(410) 555 0199', '410-555-0199'],
    ['410.555.0199', '410-555-0199'],
    ['4105550199', '410-555-0199'],
    ['+1 410 555 0199', '410-555-0199'],
    ['1-410-555-0199', '410-555-0199'],
    ['  (410)555-0199 ', '410-555-0199'],
    ['(410) 555 019', '(410) 555 019'],
    ['410-555-0199 ext 2', '410-555-0199 ext 2'],
    ['+82 2 555 0199', '+82 2 555 0199'],
    ['', ''],
  ])('%p → %p', (typed, written) => {
    expect(normalPhone(typed)).toBe(written);
  });
});
