/**
 * Whether the name on a card is the customer's: case, accents, punctuation and spacing aside,
 * the last name must appear whole and the first name either whole or as its initial; middle
 * names, initials and titles around them are tolerated ("Dr Ada K. Lovelace", "A LOVELACE").
 */
export function isCustomersCard(
  cardholder: string,
  customer: { firstName: string; lastName: string },
): boolean {
  const card = words(cardholder);
  const first = words(customer.firstName);
  const last = words(customer.lastName);
  if (first.length === 0 || last.length === 0) return false;
  const has = (word: string) => card.includes(word);
  return last.every(has) && (first.every(has) || has(first[0]!.charAt(0)));
}

/** Lower case, without accents; apostrophes dropped (O'Brien), other punctuation a space. */
function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
