import { renderToStaticMarkup } from 'react-dom/server';
import { emailFor } from '../mail/mail-job';
import { htmlToText } from './plain-text';
import { renderEmail } from './render';
import { SAMPLE_BRAND, SAMPLE_EMAILS } from './samples';

const brand = SAMPLE_BRAND;

describe('rendering an e-mail', () => {
  it.each(Object.entries(SAMPLE_EMAILS))(
    'gives %s the markup and the text of its whole tree, twice in a row',
    (_name, job) => {
      const whole = renderToStaticMarkup(emailFor(job, brand).body);
      for (let time = 0; time < 2; time += 1) {
        const rendered = renderEmail(emailFor(job, brand));
        expect(rendered.html).toBe(
          `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">${whole}`,
        );
        // The conversion (react-email's, a table row on a line) of the whole markup, inline styles
        // and all.
        expect(rendered.text).toBe(htmlToText(whole));
      }
    },
  );
});
