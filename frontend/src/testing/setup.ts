import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

afterEach(() => {
  // The staff gate token lives in sessionStorage: no test inherits another's.
  window.sessionStorage.clear();
});
