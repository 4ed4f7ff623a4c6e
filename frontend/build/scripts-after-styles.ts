import type { Plugin } from 'vite';

const MODULE_SCRIPT = /<script type="module"(?![^>]*fetchpriority)/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

/**
 * Asks for the page's scripts at low priority: the page is rendered on the server, so its first
 * paint needs the HTML and the stylesheets only, and on a slow phone network the scripts (which
 * make it interactive) would otherwise share the connection with them and hold that paint back.
 * The gateway links a page's own chunks the same way (services/gateway/src/pages/page-document.ts).
 */
export function scriptsAfterStyles(): Plugin {
  return {
    name: 'fx-scripts-after-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(MODULE_SCRIPT, '<script type="module" fetchpriority="low"')
          .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}
