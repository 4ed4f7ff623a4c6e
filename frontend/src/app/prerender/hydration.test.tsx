import type { PrerenderedPage } from '@fx/contracts';
import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
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
 * Each public page's server HTML against the browser. React itself reports a hydration mismatch
 * (main.tsx's onRecoverableError, which the browser tests watch for), but production React
 * repairs and reports only text and structure: an attribute that differs (a class, an aria-*, a
 * link) stays as the server wrote it, unreported. So the server's HTML is also compared here with
 * the browser's own first render, made from the same page state (as main.tsx makes it),
 * attributes and all.
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
  // flushSync renders and commits before it returns: what the container holds then is the first
  // render (updates its effects ask for come later).
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AppProvider>
        <PageData state={state}>
          <AppRouter hydrationData={state.hydrationData} />
        </PageData>
      </AppProvider>,
    ),
  );
  // The form controls' state as attributes while it is theirs (a copy would not keep it).
  formStateAsAttributes(container);
  const first = container.cloneNode(true) as HTMLElement;
  root.unmount();
  container.remove();
  return first;
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

/**
 * useId's values: the browser's first render counts them itself (`_r_1_`), hydration takes the
 * server's (`_R_…_`), so the comparison numbers them in the order they appear instead.
 */
function renumberIds(root: Element): void {
  const seen = new Map<string, string>();
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      attribute.value = attribute.value.replace(/_[rR]_[0-9a-zA-Z]+_/g, (id) => {
        if (!seen.has(id)) seen.set(id, `id-${seen.size + 1}`);
        return seen.get(id)!;
      });
    }
  }
}

/**
 * What only one side has: a <noscript>'s content (for browsers without scripts: React hydrates
 * none of it), and the server's comments, where one text ends and the next begins (<!-- -->) and
 * its boundaries.
 */
function withoutOneSidedParts(root: Element): void {
  for (const noscript of root.querySelectorAll('noscript')) noscript.replaceChildren();
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  for (const comment of found) comment.parentNode?.removeChild(comment);
}

/**
 * React development builds say on the console when the tree they hydrate differs from the HTML
 * (attributes included), beside the recoverable errors main.tsx reports in production. Rendering
 * the server bundle and the browser's tree in one process adds one warning of its own, which
 * never happens in a browser.
 */
const TWO_RENDERERS_IN_ONE_PROCESS = /Detected multiple renderers concurrently rendering/;

/**
 * Its children as they are (one child: useId's values stay the server's); says when they have
 * committed.
 */
function Committed({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

/** What React reports while hydrating `html` at `path` as main.tsx does. */
async function hydrationReports(path: string, html: string, state: PageState): Promise<string[]> {
  window.history.replaceState(null, '', path);
  await loadMatchedRoutes(routes, path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const reports: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    const text = parts.map(String).join(' ');
    if (!TWO_RENDERERS_IN_ONE_PROCESS.test(text)) reports.push(text);
  });
  try {
    // As main.tsx does, in a transition; done once the page has committed (Committed's effect).
    let root: Root | undefined;
    await new Promise<void>((committed) => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <Committed then={committed}>
              <AppProvider>
                <PageData state={state}>
                  <AppRouter hydrationData={state.hydrationData} />
                </PageData>
              </AppProvider>
            </Committed>
          </StrictMode>,
          { onRecoverableError: (error) => void reports.push(String(error)) },
        );
      });
    });
    root?.unmount();
  } finally {
    consoleError.mockRestore();
    container.remove();
  }
  return reports;
}

describe('the public pages the server renders', () => {
  it.each(publicPaths)('%s is the page the browser renders first', async (path) => {
    // Nothing is asked of the API before the first render; any later ask waits for ever.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const page = await serverPage(path);
    expect(page.html).toContain('site-footer');
    const server = document.createElement('div');
    server.innerHTML = page.html;
    const browser = await browserFirstRender(path, page);
    for (const root of [server, browser]) {
      withoutOneSidedParts(root);
      // Text made in parts ("{count} currencies") is one text node in HTML.
      root.normalize();
      renumberIds(root);
      formStateAsAttributes(root);
    }
    expect(firstDifference(server, browser)).toBeNull();
  });

  it.each(publicPaths)('%s hydrates with nothing for React to report', async (path) => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const page = await serverPage(path);
    expect(await hydrationReports(path, page.html, page.state as PageState)).toEqual([]);
  });

  it('would hear of a page whose HTML differs from the browser’s', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const page = await serverPage('/faq');
    const changed = page.html.replace('Frequently Asked Questions', 'Frequently Asked Question');
    expect(changed).not.toBe(page.html);
    const reports = await hydrationReports('/faq', changed, page.state as PageState);
    expect(reports.join('\n')).toMatch(/hydrat/i);
  });
});
