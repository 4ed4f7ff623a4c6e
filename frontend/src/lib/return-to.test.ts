import { describe, expect, it } from 'vitest';
import { returnToPath } from '@/lib/return-to';

describe('returnToPath', () => {
  it('goes back to the remembered page with its query and hash', () => {
    expect(
      returnToPath({ from: { pathname: '/dashboard/Users', search: '?page=2', hash: '#top' } }),
    ).toBe('/dashboard/Users?page=2#top');
    expect(returnToPath({ from: '/contact' })).toBe('/contact');
  });

  it('goes home when nothing was remembered', () => {
    expect(returnToPath(null)).toBe('/');
    expect(returnToPath({})).toBe('/');
    expect(returnToPath({ from: 42 })).toBe('/');
  });

  it('never leaves the site', () => {
    expect(returnToPath({ from: 'https://evil.example/phish' })).toBe('/');
    expect(returnToPath({ from: '//evil.example/phish' })).toBe('/');
    expect(returnToPath({ from: '/\\evil.example' })).toBe('/');
  });

  it('does not send the user back to a sign-in form', () => {
    expect(returnToPath({ from: '/signin' })).toBe('/');
    expect(returnToPath({ from: { pathname: '/signUp' } })).toBe('/');
    expect(returnToPath({ from: '/box' })).toBe('/');
  });
});
