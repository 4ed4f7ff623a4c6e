import { failureReason } from './failure-reason';

const failed = (codes: string[], reason = 'missing-currency') =>
  codes.map((code) => ({ code, reason }));

describe('the reason a refresh is counted as failed', () => {
  it('is none when every currency was priced', () => {
    expect(failureReason([], 70)).toBeNull();
  });

  it("is the provider's reason when it failed for every currency", () => {
    expect(failureReason(failed(['EUR', 'USD'], 'timeout'), 2)).toBe('timeout: every currency');
  });

  it('names the currencies the provider could not price when it failed for some', () => {
    expect(failureReason(failed(['XAU', 'XAG']), 70)).toBe('missing-currency: XAU, XAG');
  });

  it('names ten and counts the rest', () => {
    const codes = Array.from({ length: 12 }, (_, i) => `C${String.fromCharCode(65 + i)}X`);
    expect(failureReason(failed(codes), 70)).toBe(
      `missing-currency: ${codes.slice(0, 10).join(', ')} and 2 more`,
    );
  });
});
