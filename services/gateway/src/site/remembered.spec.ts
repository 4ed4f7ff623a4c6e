import { Remembered } from './remembered';

/** An ask whose answer the test gives when it wants to. */
function answers<T>() {
  const waiting: Array<(value: T) => void> = [];
  let asked = 0;
  return {
    ask: () =>
      new Promise<T>((resolve) => {
        asked += 1;
        waiting.push(resolve);
      }),
    answer: (value: T) => waiting.shift()?.(value),
    get asked() {
      return asked;
    },
  };
}

describe('Remembered', () => {
  it('reuses an answer within its time to live, asking once for callers at the same moment', async () => {
    const service = answers<string>();
    const remembered = new Remembered(service.ask, 60_000);
    const first = remembered.get();
    const second = remembered.get();
    service.answer('branches v1');
    await expect(Promise.all([first, second])).resolves.toEqual(['branches v1', 'branches v1']);
    await expect(remembered.get()).resolves.toBe('branches v1');
    expect(service.asked).toBe(1);
  });

  it('asks again after expire(), and does not keep an answer that was on its way before it', async () => {
    const service = answers<string>();
    const remembered = new Remembered(service.ask, 60_000);
    remembered.set('branches v1');
    remembered.expire();
    // An ask starts, and the service changes again while it is on its way.
    const early = remembered.get();
    remembered.expire();
    const late = remembered.get();
    expect(service.asked).toBe(2);
    service.answer('branches v1 (read before the change)');
    service.answer('branches v2');
    await expect(early).resolves.toBe('branches v1 (read before the change)');
    await expect(late).resolves.toBe('branches v2');
    await expect(remembered.soon()).resolves.toBe('branches v2');
    expect(service.asked).toBe(2);
  });

  it('keeps the last answer while the service cannot answer', async () => {
    const remembered = new Remembered<string>(() => Promise.reject(new Error('down')), 60_000);
    remembered.set('branches v1');
    remembered.expire();
    await expect(remembered.get()).resolves.toBe('branches v1');
  });
});
