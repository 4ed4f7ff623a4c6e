import { fakerEN_GB as faker } from '@faker-js/faker';
import { COMPLIANCE_DEFAULTS } from '@fx/contracts';
import { SanctionsIndex } from './sanctions-index';
import { generateSanctionsList } from './testing/generate-list';
import { listedNameVariants } from './testing/name-variants';

const threshold = COMPLIANCE_DEFAULTS.sanctionsMatchThreshold;
const list = generateSanctionsList(33, 5000);
const index = SanctionsIndex.build(list);

describe('screening against a list of the real size, at the default threshold', () => {
  it("has the real list's size", () => {
    expect(index.size.entries).toBe(5000);
    expect(index.size.names).toBeGreaterThan(18000);
  });

  it('finds at least 99% of 500 listed names written differently', () => {
    const variants = listedNameVariants(list, 500, 7);
    const missed = variants.filter(
      (variant) =>
        !index.screen({ name: variant.name }, threshold).some((m) => m.entry === variant.entry),
    );
    if (missed.length > 0)
      console.info(
        missed.map((v) => `${v.kinds.join('+')}: "${v.name}" for "${v.listedName}"`).join('\n'),
      );
    expect(missed.length).toBeLessThanOrEqual(5);
  });

  it('flags at most 1% of 1,000 ordinary British names', () => {
    faker.seed(33);
    const names = Array.from(
      { length: 1000 },
      () => `${faker.person.firstName()} ${faker.person.lastName()}`,
    );
    const flagged = names.filter((name) => index.screen({ name }, threshold).length > 0);
    if (flagged.length > 0) console.info(flagged.join('\n'));
    expect(flagged.length).toBeLessThanOrEqual(10);
  });
});
