import { randomInt } from 'node:crypto';

export const ORDER_NUMBERS = Symbol('ORDER_NUMBERS');

/** Where order numbers come from: 8 random digits, the first not a zero. */
export interface OrderNumbers {
  next(): string;
}

export const randomOrderNumbers: OrderNumbers = {
  next: () => String(randomInt(10_000_000, 100_000_000)),
};
