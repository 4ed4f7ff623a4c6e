import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXAMPLE_BUREAU } from '@fx/contracts';
import { PAGE_BACKGROUND, appManifest, shortName } from './app-manifest';

describe('the name under the home-screen icon', () => {
  it('is the whole trading name when it has 12 characters or fewer', () => {
    expect(shortName('Riverside FX')).toBe('Riverside FX');
    expect(shortName('  Bureau  ')).toBe('Bureau');
  });

  it('keeps the first whole words of a longer name, up to 12 characters', () => {
    expect(shortName('Highstreet FX')).toBe('Highstreet');
    expect(shortName('Riverside Currency Exchange')).toBe('Riverside');
    expect(shortName('Smith & Sons Bureau de Change')).toBe('Smith & Sons');
  });

  it('drops a dangling "&" or dash left at the cut', () => {
    expect(shortName('Bray & Partners Currency')).toBe('Bray');
    expect(shortName('Kings - Cross Exchange')).toBe('Kings');
  });

  it('cuts a first word longer than 12 characters', () => {
    expect(shortName('Wolverhamptonshire Currency')).toBe('Wolverhampto');
  });
});

describe('the web app manifest', () => {
  it("has the page background of the site's CSS as its splash screen's", () => {
    const css = readFileSync(
      resolve(__dirname, '../../../../frontend/src/styles/global/base.css'),
      'utf8',
    );
    expect(css).toContain(`--bg: ${PAGE_BACKGROUND};`);
  });

  it('names its icons with the version of the brand they were drawn for', () => {
    const manifest = appManifest(EXAMPLE_BUREAU.brand, 'v1');
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      '/icons/app-192.png?v=v1',
      '/icons/app-512.png?v=v1',
      '/icons/app-maskable-512.png?v=v1',
    ]);
  });
});
