import '@testing-library/jest-dom';

afterEach(() => {
  // Node-environment unit tests (the HTTP client) have no window.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Links, the router and the page's language and path come from Next's router; in tests, plain
// anchors, a router spy, the language renderWithIntl renders in and the path a test sets
// (tests/helpers/navigation-mock).
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('./navigation-mock'));
jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('./navigation-mock'));
