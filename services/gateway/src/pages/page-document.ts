import { BRAND_COLOURS_ELEMENT_ID, PAGE_STATE_ELEMENT_ID } from '@fx/contracts';
import type { PageHead, SiteSettings } from '@fx/contracts';
import { escapeHtml, scriptJson } from '../http/html-text';
import type { RenderedPage } from './page-renderer';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The page's own head: its canonical address, whether search engines may list it, its JSON-LD. */
function headTags(head: PageHead, origin: string): string[] {
  return [
    `<link rel="canonical" href="${escapeHtml(new URL(head.canonicalPath, origin).href)}">`,
    ...(head.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`]
      : []),
  ];
}

/**
 * The bureau's colours before any script runs, so the first paint is already the bureau's, with
 * or without JavaScript; the SPA finds the style by its id and leaves the colours as they are.
 */
function brandColours(site: SiteSettings): string {
  const { primary, accent, highlight } = site.brand.colors;
  if (![primary, accent, highlight].every((colour) => HEX_COLOUR.test(colour))) return '';
  return `<style id="${BRAND_COLOURS_ELEMENT_ID}">:root{--brand-navy:${primary};--brand-teal:${accent};--brand-amber:${highlight}}</style>`;
}

/**
 * The SPA's page (`shell`: index.html made for the bureau) with a page rendered on the server in
 * it: the page's head, the files its chunk needs at once, its content inside #root, and the
 * state the browser hydrates it with. The "turn on JavaScript" note goes, with its line: the
 * content is there.
 * Replacements are functions, so nothing in the content is read as a replacement pattern.
 */
export function pageDocument(
  shell: string,
  page: RenderedPage,
  origin: string,
  site: SiteSettings,
): string {
  const { head, preload } = page;
  // The page's stylesheets go with the site's, ahead of the scripts (the first paint waits for
  // them only); the state goes last in <body>, so the content before it is read and painted first
  // (module scripts run after the whole document is parsed, so it is there when they look).
  const styles = preload.styles
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  const tags = [
    brandColours(site),
    ...(head ? headTags(head, origin) : []),
    ...preload.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].join('');
  const state = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${page.stateJson}</script>`;
  let html = shell;
  if (head) {
    const title = escapeHtml(`${head.title} | ${site.brand.name}`);
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_, open: string, close: string) => `${open}${escapeHtml(head.description)}${close}`,
      );
  }
  const firstScript = html.search(/<script type="module"/);
  if (firstScript >= 0) html = html.slice(0, firstScript) + styles + html.slice(firstScript);
  return html
    .replace('</head>', () => `${firstScript >= 0 ? '' : styles}${tags}</head>`)
    .replace('</body>', () => `${state}</body>`)
    .replace(/[ \t]*<noscript>[\s\S]*?<\/noscript>\n?/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}
