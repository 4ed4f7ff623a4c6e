import type { PrerenderedPage } from '@fx/contracts';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { loadMatchedRoutes } from '@/app/prerender/hydrate';
import { PageData } from '@/app/prerender/page-data';
import type { PageState } from '@/app/prerender/page-state';
import { AppProvider } from '@/app/provider';
import { AppRouter, routes } from '@/app/router';
import server from '@/entry-server';
import { makeBranchList } from '@/testing/branches';
import { makeCurrencyTable } from '@/testing/currency-table';
import { exampleSiteSettings } from '@/testing/site-settings';

/**
 * Preact hydrates a server's page as it finds it: unlike React, it neither repairs nor reports
 * HTML that differs from what the browser would render. So each public page's server HTML is
 * compared here with the browser's own first render, made from the same page state (as main.tsx
 * makes it), before any effect runs.
 */
async function serverPage(path: string): Promise<PrerenderedPage> {
  const page = await server.render({
    url: path,
    origin: 'https://www.example.co.uk',
    site: exampleSiteSettings,
    table: makeCurrencyTable(),
    branches: makeBranchList(),
    now: Date.parse('2026-11-24T10:30:00Z'),
  });
  if (!page || !('html' in page)) throw new Error(`${path} was not rendered`);
  return page;
}

/** Where two trees first differ (attributes in any order, as the DOM compares them), or null. */
function firstDifference(server: Node, browser: Node, where = 'root'): string | null {
  if (server.isEqualNode(browser)) return null;
  const [a, b] = [server.childNodes, browser.childNodes];
  if (a.length === b.length && server.cloneNode(false).isEqualNode(browser.cloneNode(false))) {
    for (let i = 0; i < a.length; i += 1) {
      const found = firstDifference(a[i]!, b[i]!, `${where} > ${a[i]!.nodeName}[${i}]`);
      if (found) return found;
    }
  }
  const show = (node: Node) =>
    (node instanceof Element ? node.outerHTML : (node.textContent ?? '')).slice(0, 300);
  return `at ${where}\nserver:  ${show(server)}\nbrowser: ${show(browser)}`;
}

/**
 * A form control's state as attributes: the server writes `value`, `checked` and `selected` as
 * attributes, the browser sets the same as properties.
 */
function formStateAsAttributes(root: Element) {
  for (const input of root.querySelectorAll('input')) {
    input.setAttribute('value', input.value);
    input.toggleAttribute('checked', input.checked);
  }
  for (const area of root.querySelectorAll('textarea')) area.textContent = area.value;
  for (const option of root.querySelectorAll('option')) {
    option.toggleAttribute('selected', option.selected);
  }
}

async function browserFirstRender(path: string, page: PrerenderedPage): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  await loadMatchedRoutes(routes, path);
  // What the gateway writes into the page for main.tsx (the contract leaves it opaque).
  const state = page.state as PageState;
  const container = document.createElement('div');
  document.body.append(container);
  // Preact renders at once: what the container holds now is the first render.
  createRoot(container).render(
    <AppProvider>
      <PageData state={state}>
        <AppRouter hydrationData={state.hydrationData} />
      </PageData>
    </AppProvider>,
  );
  container.remove();
  return container;
}

const publicPaths = [
  '/',
  '/exchangeRates',
  '/exchangeRates/EUR',
  '/exchangeRates/JPY',
  '/faq',
  '/contact',
  '/termsCoditition',
  '/privacyPolicy',
  '/sendmony',
  '/no-such-page',
];

describe('the public pages the server renders', () => {
  it.each(publicPaths)('%s is the page the browser renders first', async (path) => {
    // Nothing is asked of the API before the first render; any later ask waits for ever.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const page = await serverPage(path);
    expect(page.html).toContain('site-footer');
    const server = document.createElement('div');
    server.innerHTML = page.html;
    const browser = await browserFirstRender(path, page);
    // Text the browser made in parts ("{count} currencies") is one text node in HTML.
    browser.normalize();
    formStateAsAttributes(server);
    formStateAsAttributes(browser);
    expect(firstDifference(server, browser)).toBeNull();
  });
});
