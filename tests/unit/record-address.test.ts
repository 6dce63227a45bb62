import { recordAddress } from '@/lib/board/record-address';

describe('the record a page address names', () => {
  it.each([
    ['/event/12', { locale: 'ko', page: 'event', key: '12' }],
    ['/en/event/12', { locale: 'en', page: 'event', key: '12' }],
    ['/en/career/abc', { locale: 'en', page: 'career', key: 'abc' }],
    ['/announcement/007', { locale: 'ko', page: 'announcement', key: '007' }],
    ['/en/location-detail/sterling-va', { locale: 'en', page: 'location-detail', key: 'sterling-va' }],
    ['/sale/%EB%A9%94%EB%A6%B4%EB%9E%9C%EB%93%9C', { locale: 'ko', page: 'sale', key: '메릴랜드' }],
    ['/sale/%E0%A4', { locale: 'ko', page: 'sale', key: '%E0%A4' }],
  ])('%s', (path, record) => {
    expect(recordAddress(path)).toEqual(record);
  });

  it.each(['/', '/en', '/event', '/en/event', '/event/12/extra', '/ko/event/12', '/fr/event/12', '/products/meat', '/en/sale/my-list/x', '/sale/my-list', '/en/sale/search', '/admin/deals/12'])('%s names none', (path) => {
    expect(recordAddress(path)).toBeNull();
  });
});
