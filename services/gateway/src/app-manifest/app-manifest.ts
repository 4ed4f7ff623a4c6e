import type { SiteSettings } from '@fx/contracts';

/** What a home screen shows under the icon: longer names are cut (Android shows about 12). */
const SHORT_NAME_LENGTH = 12;

/** The page's background in the site's CSS (`--bg` in frontend/src/styles/global/base.css). */
export const PAGE_BACKGROUND = '#f4f7fb';

/** The icons the gateway draws for the bureau, by address (pages/app-manifest.routes.ts). */
export const APP_ICONS = {
  '/icons/app-192.png': { size: 192, art: 'tile' },
  '/icons/app-512.png': { size: 512, art: 'tile' },
  '/icons/app-maskable-512.png': { size: 512, art: 'full-bleed' },
  '/apple-touch-icon.png': { size: 180, art: 'full-bleed' },
} as const satisfies Record<string, { size: number; art: IconArt }>;

/**
 * `tile`: the mark on a rounded tile, transparent around it (the manifest's `any` icons).
 * `full-bleed`: the brand colour to every edge, the mark inside the central 80% circle that any
 * mask keeps (the maskable icon; the apple-touch-icon, which must be opaque).
 */
export type IconArt = 'tile' | 'full-bleed';
export type IconPath = keyof typeof APP_ICONS;

/**
 * The name under the home-screen icon: the trading name, or its first words up to 12 characters
 * when it is longer (a single longer word is cut), without a dangling "&" or "-".
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  let short = '';
  for (const word of words) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_LENGTH) break;
    short = next;
  }
  if (!short) return words[0]!.slice(0, SHORT_NAME_LENGTH);
  return short.replace(/(\s+[^\p{L}\p{N}]+)+$/u, '');
}

/**
 * The web app manifest of the bureau: its name and colours, and the icons drawn from its logo or
 * mark (`version` in their addresses, so a browser fetches them again when the brand changes).
 */
export function appManifest(brand: SiteSettings['brand'], version: string) {
  const icon = (path: IconPath, purpose: 'any' | 'maskable') => {
    const { size } = APP_ICONS[path];
    return { src: `${path}?v=${version}`, sizes: `${size}x${size}`, type: 'image/png', purpose };
  };
  return {
    id: '/',
    name: brand.name,
    short_name: shortName(brand.name),
    description: brand.tagline,
    lang: 'en-GB',
    dir: 'ltr',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    theme_color: brand.colors.primary,
    background_color: PAGE_BACKGROUND,
    icons: [
      icon('/icons/app-192.png', 'any'),
      icon('/icons/app-512.png', 'any'),
      icon('/icons/app-maskable-512.png', 'maskable'),
    ],
  };
}
