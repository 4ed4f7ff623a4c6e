import { TrackingMessages } from '../messages';
import { checkTrackingNumber, normaliseTrackingNumber, s10CheckDigit } from './tracking-number';

describe('the S10 check digit', () => {
  it.each([
    ['12345678', 5, '8+12+12+8+15+30+63+56 = 204; 204 mod 11 = 6; 11 - 6 = 5'],
    ['47312482', 9, 'the example usually given, AA473124829GB'],
    ['00000001', 4, 'a sum of 7: 11 - 7'],
    ['00000008', 0, 'a sum of 56, 1 mod 11: 11 - 1 = 10, written 0'],
    ['00000000', 5, 'a sum of 0: 11 - 0 = 11, written 5'],
    ['00000011', 6, 'a sum of 9 + 7 = 16, 5 mod 11: 11 - 5'],
  ])('of %s is %s (%s)', (serial, expected) => {
    expect(s10CheckDigit(serial)).toBe(expected);
  });
});

describe('a tracking number staff enter', () => {
  it.each([
    ['AB123456785GB', 'AB123456785GB'],
    ['ab123456785gb', 'AB123456785GB'],
    [' AB 1234 5678 5 GB ', 'AB123456785GB'],
    ['AA473124829GB', 'AA473124829GB'],
    ['SD000000080GB', 'SD000000080GB'],
    ['RR000000005GB', 'RR000000005GB'],
  ])('accepts "%s" as %s', (typed, trackingNumber) => {
    expect(normaliseTrackingNumber(typed)).toBe(trackingNumber);
    expect(checkTrackingNumber(typed)).toEqual({ ok: true, trackingNumber });
  });

  it.each([
    ['AB123456784GB', 'another check digit'],
    ['AA473124828GB', 'the example with its last digit changed'],
    ['AB123456758GB', 'two serial digits swapped'],
    ['SD000000085GB', '10 written as the 5 that stands for 11'],
  ])('refuses "%s" (%s) for its check digit', (typed) => {
    expect(checkTrackingNumber(typed)).toEqual({
      ok: false,
      field: 'trackingNumber',
      message: TrackingMessages.checkDigit,
    });
  });

  it.each([
    ['', 'nothing'],
    ['AB12345678GB', 'eight digits without a check digit'],
    ['AB1234567855GB', 'ten digits'],
    ['A1123456785GB', 'one letter'],
    ['AB123456785US', 'another country than GB'],
    ['AB123456785', 'no country'],
    ['1Z999AA10123456784', 'a UPS number'],
    ['AB12345678XGB', 'a letter for the check digit'],
  ])('refuses "%s" (%s) for its format', (typed) => {
    expect(checkTrackingNumber(typed)).toEqual({
      ok: false,
      field: 'trackingNumber',
      message: TrackingMessages.format,
    });
  });
});
