import { z } from 'zod';

/**
 * True for text without C0 control characters or DEL. None belongs in a name, an id or an e-mail
 * address, and PostgreSQL cannot store or compare a NUL byte at all: one that reached it failed
 * the request with a 500 instead of the 4xx bad input gets.
 */
export function hasNoControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}
export const NO_CONTROL_CHARACTERS = 'must not contain control characters';

/** Text a person types (a name, an address line): trimmed, 1 to 100 characters, said `message`. */
export const personText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100, 'must be at most 100 characters')
    .refine(hasNoControlCharacters, NO_CONTROL_CHARACTERS);
