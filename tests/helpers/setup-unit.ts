import '@testing-library/jest-dom';

afterEach(() => {
  // Node-environment unit tests (the HTTP client) have no window.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Client components navigate through next-intl's navigation, which needs Next's router; in
// tests, plain anchors, a router spy and the path a test sets (tests/helpers/navigation-mock).
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('./navigation-mock'));
