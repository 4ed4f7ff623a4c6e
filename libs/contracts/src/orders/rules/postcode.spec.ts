import { DeliveryMessages } from '../messages';
import { checkPostcode, isUkPostcode, nationOf, normalisePostcode } from './postcode';

describe('UK postcodes in Royal Mail’s format', () => {
  it.each([
    ['M1 1AE', 'A9 9AA'],
    ['B33 8TH', 'A99 9AA'],
    ['CR2 6XH', 'AA9 9AA'],
    ['DN55 1PT', 'AA99 9AA'],
    ['W1A 0AX', 'A9A 9AA'],
    ['EC1A 1BB', 'AA9A 9AA'],
    ['SW1A 1AA', 'AA9A 9AA'],
    ['GIR 0AA', 'the Girobank code'],
  ])('accepts %s (%s)', (postcode) => {
    expect(checkPostcode(postcode)).toMatchObject({ ok: true, postcode });
  });

  it.each([
    [' sw1a1aa ', 'SW1A 1AA'],
    ['sw1a 1aa', 'SW1A 1AA'],
    ['EC1A  1BB', 'EC1A 1BB'],
    ['m11ae', 'M1 1AE'],
    ['gir0aa', 'GIR 0AA'],
    ['\tB33\n8TH', 'B33 8TH'],
  ])('writes "%s" as %s', (typed, written) => {
    expect(normalisePostcode(typed)).toBe(written);
    expect(checkPostcode(typed)).toMatchObject({ ok: true, postcode: written });
  });

  it.each([
    ['', 'nothing'],
    ['SW1A', 'an outward code alone'],
    ['SW1A 1A', 'a short inward code'],
    ['SW1A 1AAA', 'a long inward code'],
    ['SW1A AAA', 'an inward code without its digit'],
    ['SW1A 1CA', 'C, which no inward code uses'],
    ['SW1A 1AI', 'I, which no inward code uses'],
    ['QA1 1AA', 'Q, which no area starts with'],
    ['AJ1 1AA', 'J second, which no area has'],
    ['W1I 1AA', 'I in the third place'],
    ['EC1Z 1AA', 'Z in the fourth place'],
    ['SW123 1AA', 'three district digits'],
    ['ZZ1 1AA', 'an area that does not exist'],
    ['XX1 1AA', 'an area that does not exist'],
    ['75001', 'a French code'],
    ['10001', 'a US ZIP code'],
    ['K1A 0B1', 'a Canadian code'],
    ['D02 X285', 'an Irish Eircode'],
  ])('refuses "%s" (%s), naming the postcode field', (typed) => {
    expect(checkPostcode(typed)).toEqual({
      ok: false,
      field: 'postcode',
      message: DeliveryMessages.postcode,
    });
    expect(isUkPostcode(typed)).toBe(false);
  });

  it.each([
    ['JE2 3AB', 'Jersey'],
    ['GY1 1AA', 'Guernsey'],
    ['IM1 1AA', 'the Isle of Man'],
    ['BFPO 123', 'British Forces Post Office (BFPO)'],
    ['BF1 3AA', 'British Forces Post Office (BFPO)'],
    ['GX11 1AA', 'Gibraltar'],
  ])('refuses %s, saying it cannot deliver to %s', (typed, where) => {
    expect(checkPostcode(typed)).toEqual({
      ok: false,
      field: 'postcode',
      message: `We deliver only to addresses in the UK: we cannot deliver to ${where}`,
    });
  });
});

describe('the nation of a postcode, for its bank holidays', () => {
  it.each([
    ['SW1A 1AA', 'england'],
    ['GIR 0AA', 'england'],
    ['CA1 1AA', 'england'],
    ['CF10 1AA', 'wales'],
    ['LL55 4UR', 'wales'],
    ['SA1 1AA', 'wales'],
    ['EH1 1YZ', 'scotland'],
    ['G1 1AA', 'scotland'],
    ['ZE1 0AA', 'scotland'],
    ['DG16 5AA', 'scotland'],
    ['BT1 1AA', 'northern-ireland'],
    ['BT94 1AA', 'northern-ireland'],
  ] as const)('%s is in %s', (postcode, nation) => {
    expect(nationOf(postcode)).toBe(nation);
  });

  it.each([
    ['TD15 1AA', 'england', 'Berwick-upon-Tweed, in a Scottish area'],
    ['TD12 4AA', 'england', 'Cornhill-on-Tweed, a sector of a Scottish district'],
    ['TD12 9AA', 'scotland', 'Coldstream, the rest of that district'],
    ['TD9 0AA', 'scotland', 'Hawick'],
    ['CH5 1AA', 'wales', 'Deeside, in an English area'],
    ['CH4 8AA', 'wales', 'Saltney, a sector of a Chester district'],
    ['CH4 7AA', 'england', 'Chester, the rest of that district'],
    ['SY23 1AA', 'wales', 'Aberystwyth'],
    ['SY1 1AA', 'england', 'Shrewsbury'],
    ['HR3 5AA', 'wales', 'Hay-on-Wye'],
    ['NP16 7AA', 'england', 'Tutshill and Sedbury'],
    ['NP16 5AA', 'wales', 'Chepstow'],
  ] as const)('%s is in %s (%s)', (postcode, nation, _where) => {
    expect(nationOf(postcode)).toBe(nation);
  });

  it('has none for a postcode that is not the UK’s', () => {
    expect(nationOf('JE2 3AB')).toBeNull();
    expect(nationOf('75001')).toBeNull();
  });
});
