import { screen } from '@testing-library/react';

/** The toast saying `text`, once it shows. */
export function findToast(text: string) {
  return screen.findByText(text, { selector: '.toast__message' });
}
