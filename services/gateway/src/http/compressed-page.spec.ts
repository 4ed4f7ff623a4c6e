import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PageCompressor } from './compressed-page';

const page = (rate: string) =>
  `<!doctype html><html><body><p>1 GBP = ${rate} EUR</p>${'<li>row</li>'.repeat(500)}</body></html>`;

describe('PageCompressor', () => {
  it('sends brotli or gzip as the browser accepts, and the page as it is otherwise', async () => {
    const compressor = new PageCompressor();
    const br = await compressor.compressed(page('1.1450'), 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString('utf8')).toBe(page('1.1450'));
    const gzip = await compressor.compressed(page('1.1450'), 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString('utf8')).toBe(page('1.1450'));
    expect(await compressor.compressed(page('1.1450'), undefined)).toEqual({
      body: page('1.1450'),
    });
    expect(await compressor.compressed(page('1.1450'), 'identity')).toEqual({
      body: page('1.1450'),
    });
  });

  it('compresses a page once, and a changed page (a new rate) anew', async () => {
    const compressor = new PageCompressor();
    const first = await compressor.compressed(page('1.1450'), 'br');
    const again = await compressor.compressed(page('1.1450'), 'br');
    expect(again.body).toBe(first.body);
    const changed = await compressor.compressed(page('1.1462'), 'br');
    expect(brotliDecompressSync(changed.body as Buffer).toString('utf8')).toContain(
      '1 GBP = 1.1462 EUR',
    );
  });
});
