import '@testing-library/jest-dom';

afterEach(() => {
  // Node-environment unit tests (the HTTP client) have no window.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Client components read the page's language and path from the route; in tests, from the
// language renderWithIntl renders in and the path a test sets (tests/helpers/navigation-mock).
jest.mock('@/lib/i18n/client-navigation', () => jest.requireActual('./navigation-mock'));
jest.mock('@/lib/i18n/client-router', () => jest.requireActual('./navigation-mock'));
