import { describe, expect, it } from 'vitest';
import { offlineShellFiles } from '../../build/sw-precache';
import { isCachedAnswer, isCachedPage } from './cached-paths';
import { notificationOf } from './push-message';

const at = (path: string) => new URL(path, 'https://fx.example');

describe('what the service worker keeps a copy of', () => {
  it('the rate pages and the public answers they ask for', () => {
    for (const page of ['/', '/exchangeRates', '/exchangeRates/', '/exchangeRates/EUR']) {
      expect(isCachedPage(at(page))).toBe(true);
    }
    for (const answer of [
      '/api/v1/currencies',
      '/api/v1/currencies/EUR',
      '/api/v1/currencies/EUR/history?days=30',
      '/api/v1/branches',
    ]) {
      expect(isCachedAnswer(at(answer))).toBe(true);
    }
  });

  it('never a page or an answer of an account, an order, checkout or the dashboard', () => {
    for (const page of [
      '/dashboard',
      '/dashboard/orders',
      '/account',
      '/account/orders',
      '/purchase/EUR/Order',
      '/trackOrder',
      '/signIn',
      '/exchangeRates/EUR/extra',
    ]) {
      expect(isCachedPage(at(page))).toBe(false);
    }
    for (const answer of [
      '/api/v1/me',
      '/api/v1/me/orders',
      '/api/v1/me/data',
      '/api/v1/admin/orders',
      '/api/v1/admin/currencies',
      '/api/v1/orders',
      '/api/v1/orders/12345678?email=a@b.c',
      '/api/v1/quotes',
      '/api/v1/site',
    ]) {
      expect(isCachedAnswer(at(answer))).toBe(false);
    }
  });
});

describe('the precache list', () => {
  it("is the offline pages' chunks, their imports and CSS, not what they load later", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
      '_react.js': { file: 'assets/react.js' },
      'src/app/routes/exchange-rates.tsx': { file: 'assets/rates.js', imports: ['_react.js'] },
      'src/app/routes/currency.tsx': { file: 'assets/currency.js', css: ['assets/cur.css'] },
      'src/app/routes/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_react.js'] },
      'src/app/routes/sign-in.tsx': { file: 'assets/sign-in.js' },
    };
    expect([...offlineShellFiles(manifest)].sort()).toEqual([
      'assets/cur.css',
      'assets/currency.js',
      'assets/index.css',
      'assets/index.js',
      'assets/rates.js',
      'assets/react.js',
    ]);
  });
});

describe('a pushed notification', () => {
  const origin = 'https://fx.example';

  it('shows the title, words and page the service sent', () => {
    const payload = {
      title: 'EUR is at 1.1850',
      body: 'Your target',
      url: '/exchangeRates/EUR',
      tag: 'a1',
    };
    expect(notificationOf(JSON.stringify(payload), origin)).toEqual(payload);
  });

  it('never opens another site, and still shows something for an odd payload', () => {
    const elsewhere = JSON.stringify({ title: 'Hi', body: 'x', url: 'https://evil.example/x' });
    expect(notificationOf(elsewhere, origin).url).toBe('/');
    expect(notificationOf('plain words', origin)).toMatchObject({
      title: 'Travel money update',
      body: 'plain words',
      url: '/',
    });
  });
});
