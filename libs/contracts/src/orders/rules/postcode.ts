// No zod here: the SPA imports this module at run time (through @fx/contracts/web).
import { DeliveryMessages } from '../messages';

/**
 * UK postcodes as Royal Mail writes them: an outward code (area letters, district digits, maybe a
 * letter: A9, A99, AA9, AA99, A9A, AA9A), a space, an inward code (a digit and two letters), and
 * the one special code GIR 0AA. The letters allowed in each position are Royal Mail's (the rules
 * in the gov.uk Bulk Data Transfer postcode regex). The area must be one of the UK's: British
 * Forces (BFPO, BF1), the Crown dependencies (JE, GY, IM) and overseas territories are refused.
 */

export type Nation = 'england' | 'wales' | 'scotland' | 'northern-ireland';
export const NATIONS: readonly Nation[] = ['england', 'wales', 'scotland', 'northern-ireland'];

const OUTWARD = new RegExp(
  [
    '[A-PR-UWYZ][0-9][0-9]?', // A9, A99
    '[A-PR-UWYZ][A-HK-Y][0-9][0-9]?', // AA9, AA99
    '[A-PR-UWYZ][0-9][A-HJKPSTUW]', // A9A
    '[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]', // AA9A
  ]
    .map((shape) => `(?:${shape})`)
    .join('|'),
);
/** The whole code without its space; the inward letters never include C, I, K, M, O or V. */
const POSTCODE = new RegExp(`^(?:${OUTWARD.source})[0-9][ABD-HJLNP-UW-Z]{2}$`);
const GIRO = 'GIR0AA';

const SCOTLAND = 'AB DD DG EH FK G HS IV KA KW KY ML PA PH TD ZE';
const WALES = 'CF LD LL NP SA';
const ENGLAND =
  'AL B BA BB BD BH BL BN BR BS BX CA CB CH CM CO CR CT CV CW DA DE DH DL DN DT DY E EC EN EX ' +
  'FY GL GU HA HD HG HP HR HU HX IG IP KT L LA LE LN LS LU M ME MK N NE NG NN NR NW OL OX PE PL ' +
  'PO PR RG RH RM S SE SG SK SL SM SN SO SP SR SS ST SW SY TA TF TN TQ TR TS TW UB W WA WC WD WF ' +
  'WN WR WS WV YO';
/** Each UK postcode area (Royal Mail's 121, and BX, HMRC's non-geographic one) and its nation. */
const AREAS = new Map<string, Nation>([
  ...SCOTLAND.split(' ').map((area) => [area, 'scotland'] as const),
  ...WALES.split(' ').map((area) => [area, 'wales'] as const),
  ...ENGLAND.split(' ').map((area) => [area, 'england'] as const),
  ['BT', 'northern-ireland'],
]);
/** Postcodes that look like UK ones but are not the UK's: refused by name. */
const NOT_UK: Record<string, string> = {
  JE: 'Jersey',
  GY: 'Guernsey',
  IM: 'the Isle of Man',
  BF: 'British Forces Post Office (BFPO)',
  GX: 'Gibraltar',
};

/**
 * The districts and sectors that cross a border, where the area's nation is wrong. Royal Mail's
 * areas follow post towns, not borders; the ONS Postcode Directory (ONSPD) gives each postcode
 * its country. Here a district or sector goes to the nation most of its addresses are in, as the
 * ONSPD places them; the few addresses on the other side are an approximation we accept. Only
 * the Scottish border changes the bank holidays (England and Wales share theirs): TD15 (Berwick-
 * upon-Tweed) and TD12 4 (Cornhill-on-Tweed, Wark) are in England. The Welsh border ones are kept
 * so the nation is right where it is shown.
 */
const CROSS_BORDER: ReadonlyArray<readonly [prefix: string, nation: Nation]> = [
  ['TD12 4', 'england'],
  ['TD15', 'england'],
  ['CH4 0', 'wales'], // Broughton, Bretton (Flintshire)
  ['CH4 8', 'wales'], // Saltney (Flintshire)
  ['CH5', 'wales'],
  ['CH6', 'wales'],
  ['CH7', 'wales'],
  ['CH8', 'wales'],
  ['HR3 5', 'wales'], // Hay-on-Wye (Powys)
  ['NP16 7', 'england'], // Tutshill, Sedbury, Beachley (Gloucestershire)
  ...[15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25].map(
    (district) => [`SY${district}`, 'wales'] as const,
  ),
];

/** " sw1a1aa " -> "SW1A 1AA": upper case, no spaces but one before the inward code. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** The area of a normalised postcode: its leading letters ("SW", "G"). */
function areaOf(postcode: string): string {
  return /^[A-Z]+/.exec(postcode)?.[0] ?? '';
}

export type PostcodeCheck =
  | { ok: true; postcode: string; nation: Nation }
  | { ok: false; field: 'postcode'; message: string };

/**
 * Checks a UK postcode as typed: normalised, in Royal Mail's format and a UK area, with the nation
 * it is in; else why not, for the field `postcode`.
 */
export function checkPostcode(value: string): PostcodeCheck {
  const refuse = (message: string): PostcodeCheck => ({ ok: false, field: 'postcode', message });
  if (/^\s*BFPO\b/i.test(value)) return refuse(DeliveryMessages.postcodeNotUk(NOT_UK.BF!));
  const postcode = normalisePostcode(value);
  const compact = postcode.replace(' ', '');
  if (compact === GIRO) return { ok: true, postcode, nation: 'england' };
  const area = areaOf(postcode);
  const elsewhere = NOT_UK[area];
  if (elsewhere && /^[A-Z]{2}\d/.test(compact)) {
    return refuse(DeliveryMessages.postcodeNotUk(elsewhere));
  }
  if (!POSTCODE.test(compact)) return refuse(DeliveryMessages.postcode);
  const nation = AREAS.get(area);
  if (!nation) return refuse(DeliveryMessages.postcode);
  return { ok: true, postcode, nation: crossBorderNation(postcode) ?? nation };
}

/** The nation of a district or sector that crosses a border, or undefined for the area's. */
function crossBorderNation(postcode: string): Nation | undefined {
  const outward = postcode.split(' ')[0]!;
  const sector = postcode.slice(0, outward.length + 2);
  return CROSS_BORDER.find(([prefix]) => prefix === sector || prefix === outward)?.[1];
}

/** True for a UK postcode in Royal Mail's format, spaced or not, in any case. */
export function isUkPostcode(value: string): boolean {
  return checkPostcode(value).ok;
}

/** The nation a UK postcode is in (its bank holidays), or null for one that is not a UK postcode. */
export function nationOf(value: string): Nation | null {
  const check = checkPostcode(value);
  return check.ok ? check.nation : null;
}
