import { malformedPath, refusal } from '@/server/refusals.mjs';

describe('refusal', () => {
  it.each([
    ['GET', '/event/1', null],
    ['POST', '/api/inquiry/general/', null],
    ['OPTIONS', '/api/events/', null],
    ['GET', '/search?q=%', null],
    ['TRACE', '/api/events/', { status: 405, message: 'methodNotAllowed' }],
    ['TRACK', '/', { status: 405, message: 'methodNotAllowed' }],
    ['GET', '/api/inquiry/%E0%A4', { status: 404, message: 'notFound' }],
    ['GET', '/api/sale/%', { status: 404, message: 'notFound' }],
    ['DELETE', '/api/employments/apply/%E0%A4', { status: 404, message: 'notFound' }],
    ['GET', '/_next/%', { notFoundPage: '/not-found' }],
    ['GET', '/event/%E0%A4', { notFoundPage: '/not-found' }],
    ['GET', '/en/event/%E0%A4.png', { notFoundPage: '/en/not-found' }],
    // Next decodes a segment twice: %25 becomes a lone % on the second pass.
    ['GET', '/api/files/1/a%25ZZ', { status: 404, message: 'notFound' }],
  ])('%s %s', (method, url, expected) => {
    expect(refusal(method, url)).toEqual(expected);
  });

  it('leaves a well-formed escape alone', () => {
    expect(malformedPath('/location-detail/%EC%84%9C')).toBe(false);
  });
});
