/** Top-level domains and hosts that cannot receive real mail: placeholders, never production. */
export function isPlaceholderEmail(address: string): boolean {
  const domain = address.trim().toLowerCase().replace(/>$/, '').split('@').pop() ?? '';
  return (
    /(^|\.)(test|example|invalid|localhost|local)$/.test(domain) ||
    /(^|\.)example\.(com|org|net)$/.test(domain)
  );
}
