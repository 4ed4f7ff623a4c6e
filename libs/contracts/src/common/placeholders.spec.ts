import { isPlaceholderEmail } from './placeholders';

describe('isPlaceholderEmail', () => {
  it.each([
    'orders@highstreetfx.test',
    'Highstreet FX <orders@highstreetfx.test>',
    'someone@example.com',
    'someone@mail.example.org',
    'someone@EXAMPLE.NET',
    'someone@shop.example',
    'someone@nowhere.invalid',
    'someone@box.localhost',
    'someone@printer.local',
    'orders@localhost',
  ])('takes %s for a placeholder', (address) => {
    expect(isPlaceholderEmail(address)).toBe(true);
  });

  it.each([
    'orders@highstreetfx.co.uk',
    'Highstreet FX <orders@highstreetfx.co.uk>',
    'someone@examples.com',
    'someone@myexample.com',
    'someone@example.co.uk',
    'someone@testing.org',
  ])('takes %s for a real address', (address) => {
    expect(isPlaceholderEmail(address)).toBe(false);
  });
});
