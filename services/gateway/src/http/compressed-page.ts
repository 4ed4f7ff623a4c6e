import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const ENCODINGS = ['br', 'gzip'];

const compress = {
  // A page is made per request: brotli's quality 5 takes about a millisecond for the largest
  // (the rate table's 70 KB of HTML becomes 9 KB), in zlib's thread pool.
  br: (html: string) =>
    promisify(brotliCompress)(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html: string) => promisify(gzip)(html, { level: 6 }),
};

/** The page compressed for a browser that accepts it; as it is for one that accepts neither. */
export async function compressedPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ENCODINGS) : null;
  if (encoding !== 'br' && encoding !== 'gzip') return { body: html };
  return { body: await compress[encoding](html), encoding };
}
