// The global stylesheet comes first, so it is first in the page: each page's own CSS (home.css
// here, the others in their lazy chunks) loads after it and wins ties with it.
import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { site } from '@/config/site';

/** The white-label colours from config/site.ts override the stylesheet's defaults. */
function applyBrandColours(root: HTMLElement) {
  root.style.setProperty('--brand-navy', site.colors.navy);
  root.style.setProperty('--brand-teal', site.colors.teal);
  root.style.setProperty('--brand-amber', site.colors.amber);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

applyBrandColours(document.documentElement);

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
