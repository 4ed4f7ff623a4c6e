import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_NOTE_KEY, mayHaveSession, noteSession } from '@/lib/auth-session';

/** The browser's IndexedDB, as far as the check asks it: which databases exist. */
function stubDatabases(names: string[]) {
  vi.stubGlobal('indexedDB', { databases: async () => names.map((name) => ({ name })) });
}

afterEach(() => window.localStorage.clear());

describe('whether this browser may hold a session, without starting Firebase', () => {
  it('follows what Firebase last reported here', async () => {
    stubDatabases(['firebaseLocalStorageDb']);
    noteSession(false);
    expect(window.localStorage.getItem(SESSION_NOTE_KEY)).toBe('signed-out');
    expect(await mayHaveSession()).toBe(false);
    noteSession(true);
    expect(await mayHaveSession()).toBe(true);
  });

  it('says no for a browser where Firebase never kept anything', async () => {
    stubDatabases(['some-other-app']);
    expect(await mayHaveSession()).toBe(false);
  });

  it("says yes, before any note, where Firebase's own storage may hold a session", async () => {
    stubDatabases(['firebaseLocalStorageDb']);
    expect(await mayHaveSession()).toBe(true);

    stubDatabases([]);
    window.localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
    expect(await mayHaveSession()).toBe(true);
  });

  it('says yes when it cannot tell', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(await mayHaveSession()).toBe(true);
    vi.stubGlobal('indexedDB', { databases: () => Promise.reject(new Error('blocked')) });
    expect(await mayHaveSession()).toBe(true);
  });
});
