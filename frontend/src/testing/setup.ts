import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setSiteSettings } from '@/config/site';
import { exampleSiteSettings } from './site-settings';

// The example bureau, as the gateway serves it to a development stack (main.tsx sets the real one).
setSiteSettings(exampleSiteSettings);

// A page is a lazy chunk: its first import in a file is compiled on the spot, which on a busy
// two-core machine can take longer than the default second of findBy* / waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  setSiteSettings(exampleSiteSettings);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

afterEach(() => {
  // The staff gate token lives in sessionStorage: no test inherits another's.
  window.sessionStorage.clear();
});
