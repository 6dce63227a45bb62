import { endpoints } from '@/lib/api/endpoints';

describe('endpoints', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    // jsdom has no Response: the client reads only these three members.
    fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, headers: { get: () => 'application/json' }, text: async () => '{}' });
    global.fetch = fetchMock;
  });

  it.each([
    // name, method, address, call
    ['sale', 'GET', '/api/sale/?location=2', () => endpoints.sale(2)],
    ['storeDeals', 'GET', '/api/events/board/?location=1&page=3', () => endpoints.storeDeals(1, 3)],
    ['deal', 'GET', '/api/events/38/', () => endpoints.deal(38)],
    ['nearestStores', 'GET', '/api/stores/nearest/?zip=20001&lang=en', () => endpoints.nearestStores('20001', 'en')],
    ['myInquiries', 'POST', '/api/inquiry/retrieve/?page=2&lang=ko', () => endpoints.myInquiries({ email: 'a@example.com', password: 'x' }, 2, 'ko')],
    ['myInquiry', 'GET', '/api/inquiry/7?lang=en', () => endpoints.myInquiry(7, 'en')],
    ['submit', 'POST', '/api/storetenants/?lang=en', () => endpoints.submit('storetenants/', { name: 'Kim' }, 'en')],
  ] as const)('%s: %s %s', async (_, method, url, call) => {
    await call();
    expect(fetchMock).toHaveBeenCalledWith(url, expect.objectContaining({ method }));
  });
});
