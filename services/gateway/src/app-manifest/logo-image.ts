import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/** The image types an icon can be drawn from, told by their first bytes. */
function imageType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (/<svg[\s>]/.test(bytes.subarray(0, 4096).toString('utf8'))) return 'image/svg+xml';
  return undefined;
}

/** A file of the built SPA (SITE_LOGO_URL /brand/logo.svg), never outside its folder. */
async function siteFile(pathname: string, spaDir: string): Promise<Buffer> {
  if (!spaDir) throw new Error('no SPA folder to read it from (SPA_DIR=none)');
  const root = resolve(spaDir);
  const file = resolve(root, `.${decodeURIComponent(pathname)}`);
  if (!file.startsWith(root + sep)) throw new Error('the path leaves the SPA folder');
  return readFile(file);
}

/**
 * The bureau's logo (`logoUrl`: a path on the site, an address on the site's own origin, or a
 * data: URL) as a base64 data: URL to draw into an icon. Throws, saying why, for a logo that
 * cannot be read here: another origin's address (the gateway fetches nothing from outside), a
 * missing file, or bytes that are no image.
 */
export async function logoDataUrl(
  logoUrl: string,
  spaDir: string,
  siteOrigin: string | undefined,
): Promise<string> {
  let bytes: Buffer;
  if (logoUrl.startsWith('data:')) {
    // Node's fetch decodes data: URLs, base64 or percent-encoded.
    bytes = Buffer.from(await (await fetch(logoUrl)).arrayBuffer());
  } else if (logoUrl.startsWith('/') && !logoUrl.startsWith('//')) {
    bytes = await siteFile(new URL(logoUrl, 'http://site').pathname, spaDir);
  } else {
    const url = new URL(logoUrl);
    if (url.origin !== siteOrigin)
      throw new Error("it is on another origin than the site's (SITE_URL), and is not fetched");
    bytes = await siteFile(url.pathname, spaDir);
  }
  const type = imageType(bytes);
  if (!type) throw new Error('it is not a PNG, JPEG, GIF, WebP or SVG image');
  return `data:${type};base64,${bytes.toString('base64')}`;
}
