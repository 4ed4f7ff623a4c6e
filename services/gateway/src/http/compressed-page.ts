import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const compress: Record<Encoding, (html: string) => Promise<Buffer>> = {
  // Brotli's quality 5 takes about a millisecond for the largest page (the rate table's 70 KB of
  // HTML becomes 9 KB), in zlib's thread pool; each page is compressed once (PageCompressor).
  br: (html: string) =>
    promisify(brotliCompress)(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html: string) => promisify(gzip)(html, { level: 6 }),
};

/** Pages whose compressed forms are kept: the public pages with room to spare. */
const MAX_PAGES = 200;

/**
 * Pages compressed for the browsers that accept it, each page once per encoding: a page stays
 * the same from one request to the next until its rate table, settings or branches change
 * (pages/page-renderer.ts), so a burst of visitors costs one compression, not one each.
 */
export class PageCompressor {
  private readonly pages = new Map<string, Partial<Record<Encoding, Promise<Buffer>>>>();

  /** The page compressed for a browser that accepts it; as it is for one that accepts neither. */
  async compressed(
    html: string,
    acceptEncoding: string | undefined,
  ): Promise<{ body: Buffer | string; encoding?: Encoding }> {
    const encoding = acceptEncoding ? negotiate(acceptEncoding, [...ENCODINGS]) : null;
    if (encoding !== 'br' && encoding !== 'gzip') return { body: html };
    let forms = this.pages.get(html);
    if (!forms) {
      if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
      forms = {};
      this.pages.set(html, forms);
    }
    const body = (forms[encoding] ??= compress[encoding](html));
    // One that failed is not kept: the next request tries again.
    body.catch(() => {
      if (forms[encoding] === body) delete forms[encoding];
    });
    return { body: await body, encoding };
  }
}
