import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logoDataUrl } from './logo-image';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
const site = mkdtempSync(join(tmpdir(), 'fx-site-'));
writeFileSync(join(site, 'logo.svg'), SVG);
const asBase64 = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;

describe("the bureau's logo for its app icons", () => {
  it('is read from a path of the site, or an address on its own origin', async () => {
    await expect(logoDataUrl('/logo.svg', site, undefined)).resolves.toBe(asBase64);
    await expect(
      logoDataUrl('https://www.riverside.example/logo.svg', site, 'https://www.riverside.example'),
    ).resolves.toBe(asBase64);
  });

  it('is taken from a data: URL, percent-encoded or base64', async () => {
    const encoded = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
    await expect(logoDataUrl(encoded, site, undefined)).resolves.toBe(asBase64);
  });

  it('is refused from another origin, outside the site folder, or when it is no image', async () => {
    await expect(
      logoDataUrl('https://cdn.elsewhere.example/logo.svg', site, undefined),
    ).rejects.toThrow('another origin');
    await expect(logoDataUrl('/%2F..%2F..%2Fetc%2Fpasswd', site, undefined)).rejects.toThrow(
      'leaves the SPA folder',
    );
    await expect(logoDataUrl('data:text/plain,hello', site, undefined)).rejects.toThrow(
      'not a PNG',
    );
  });
});
