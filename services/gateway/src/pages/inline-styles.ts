import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { escapeHtml } from '../http/html-text';

/** Only the build's own stylesheets are put in a page. */
const BUILT_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

/**
 * The SPA's built stylesheets, read once from its folder, for the pages rendered on the server:
 * a page carries its styles in its own <head> instead of linking them, so the first paint waits
 * for the document alone, not for a second round trip (on a phone's connection, the greater part
 * of the time to first paint). The stylesheets of the lazy pages a visitor goes on to are still
 * loaded as files by their chunks.
 */
export class InlineStyles {
  private readonly texts = new Map<string, string | undefined>();

  constructor(private readonly spaDir: string) {}

  /**
   * `<style>` with the rules of the stylesheet at `href`, or the `<link>` to it when the file is
   * not one of the build's or cannot be read (the page then looks the same, one round trip later).
   * A disabled link to the file goes with the rules: a browser fetches no disabled stylesheet, and
   * the SPA's chunk loader, which adds a chunk's stylesheet unless a link to it is in the page,
   * does not fetch it again once the page's chunk loads.
   */
  tag(href: string): string {
    const css = this.text(href);
    const link = `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}"`;
    if (css === undefined) return `${link}>`;
    return `<style data-href="${escapeHtml(href)}">${css}</style>${link} disabled>`;
  }

  /** Every `<link rel="stylesheet">` of the build in `html` replaced by its rules. */
  inline(html: string): string {
    return html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) =>
      this.tag(href),
    );
  }

  private text(href: string): string | undefined {
    if (!BUILT_STYLESHEET.test(href)) return undefined;
    if (!this.texts.has(href)) {
      let css: string | undefined;
      try {
        // "</style" cannot end the element early: CSS never needs it, but a string might hold it.
        css = readFileSync(join(this.spaDir, normalize(href)), 'utf8').replace(
          /<\/style/gi,
          '<\\/style',
        );
      } catch {
        css = undefined;
      }
      this.texts.set(href, css);
    }
    return this.texts.get(href);
  }
}
