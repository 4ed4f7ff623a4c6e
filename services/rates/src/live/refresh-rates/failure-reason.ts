/** Codes named in a partial failure's reason before "and N more". */
const NAMED_CODES = 10;

/**
 * Null for a refresh that priced every currency. Otherwise the reason kept for staff: the
 * provider's own reason when every currency failed ("unreachable: every currency"), or the reason
 * and the codes it could not price ("missing-currency: XAU, XAG").
 */
export function failureReason(
  failed: readonly { code: string; reason: string }[],
  total: number,
): string | null {
  if (failed.length === 0) return null;
  const reasons = [...new Set(failed.map((f) => f.reason))].join(', ');
  if (failed.length >= total) return `${reasons}: every currency`;
  const named = failed.slice(0, NAMED_CODES).map((f) => f.code);
  const more = failed.length - named.length;
  return `${reasons}: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
