import { staffActions } from './lifecycle';

describe('the order lifecycle as the dashboard offers it', () => {
  it.each([
    ['pending', ['accept', 'delete']],
    ['accepted', ['complete', 'delete']],
    ['completed', ['delete']],
    ['cancelled', []],
    ['archived', []],
  ] as const)('offers staff on a %s order: %j', (status, actions) => {
    expect(staffActions(status)).toEqual(actions);
  });
});
