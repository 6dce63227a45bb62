import '@testing-library/jest-dom';

afterEach(() => {
  // Node-environment unit tests (the HTTP client) have no window.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
