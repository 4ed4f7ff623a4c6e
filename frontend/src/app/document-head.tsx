import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { PageHead } from '@/app/head';
import { documentTitle } from '@/app/head';
import { pageHead } from '@/app/heads';
import { siteSettings } from '@/config/site';
import { useLoadedCurrencies } from '@/lib/get-currencies';

/** The <head> element matching `selector`, made (and appended) when the page has none. */
function headElement<K extends 'meta' | 'link' | 'script'>(
  selector: string,
  tag: K,
  init: (element: HTMLElementTagNameMap[K]) => void,
): HTMLElementTagNameMap[K] {
  const found = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (found) return found;
  const element = document.createElement(tag);
  init(element);
  document.head.append(element);
  return element;
}

/** Writes `head` into the document, replacing what the server's page or the last page put there. */
function applyHead(head: PageHead, ownsTitle: boolean) {
  if (ownsTitle) document.title = documentTitle(head, siteSettings());
  headElement('meta[name="description"]', 'meta', (meta) => (meta.name = 'description')).content =
    head.description;
  // The server's page names the site's public origin: kept, else this page's own.
  const canonical = headElement(
    'link[rel="canonical"]',
    'link',
    (link) => (link.rel = 'canonical'),
  );
  canonical.href = new URL(head.canonicalPath, canonical.href || window.location.origin).href;

  const robots = document.head.querySelector('meta[name="robots"]');
  if (head.noindex) {
    headElement('meta[name="robots"]', 'meta', (meta) => (meta.name = 'robots')).content =
      'noindex';
  } else robots?.remove();

  const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
  scripts.forEach((script) => script.remove());
  if (head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(head.jsonLd);
    document.head.append(script);
  }
}

/**
 * Keeps the document's head (tab title, description, canonical link, robots, JSON-LD) that of the
 * page on screen, after each navigation and when the rate table it is made from arrives. Renders
 * nothing and touches the document only in an effect, so server rendering and hydration are
 * unaffected; the server writes the same head into the page it sends.
 */
export function DocumentHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const table = useLoadedCurrencies();
  const leaf = matches.at(-1);
  const resolved = pageHead(
    matches.map((match) => match.handle),
    { site: siteSettings(), table, params: leaf?.params ?? {}, pathname },
  );
  // The head is recomputed each render; its text says when it changed.
  const key = resolved ? JSON.stringify(resolved) : '';
  useEffect(() => {
    if (resolved) applyHead(resolved.head, resolved.ownsTitle);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `resolved`, as text
  }, [key]);
  return null;
}
