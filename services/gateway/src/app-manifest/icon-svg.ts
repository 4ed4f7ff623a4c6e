import type { SiteSettings } from '@fx/contracts';
import type { IconArt } from './app-manifest';

/**
 * The drawn mark of the site's header (frontend/src/components/ui/logo.tsx): two arrows passing
 * each other on a 32-unit tile. Its strokes reach at most 10 units from the centre, inside the
 * 12.8 of the maskable safe zone (the central circle of 80% of the icon).
 */
const MARK_GLYPH =
  '<path d="M8 12.5h13m-3.5-3.5 3.5 3.5-3.5 3.5M24 19.5H11m3.5-3.5-3.5 3.5 3.5 3.5" ' +
  'stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" fill="none"/>';

/** The logo's box, as a share of the icon's side: inside the safe zone's circle when full bleed. */
const LOGO_BOX: Record<IconArt, number> = { tile: 0.75, 'full-bleed': 0.56 };

function background(art: IconArt, colour: string): string {
  return art === 'tile'
    ? `<rect width="32" height="32" rx="8" fill="${colour}"/>`
    : `<rect width="32" height="32" fill="${colour}"/>`;
}

/**
 * The icon as SVG on a 32-unit square: the bureau's logo (`logo`, a data: URL) centred on its
 * primary colour, or the drawn mark in white on it.
 */
export function iconSvg(
  art: IconArt,
  colors: SiteSettings['brand']['colors'],
  logo: string | undefined,
): string {
  const side = 32 * LOGO_BOX[art];
  const at = (32 - side) / 2;
  const content = logo
    ? `<image href="${logo}" x="${at}" y="${at}" width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet"/>`
    : MARK_GLYPH;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    `${background(art, colors.primary)}${content}</svg>`
  );
}
