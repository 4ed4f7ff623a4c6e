import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { emailFor } from '../mail/mail-job';
import { PREHEADER_STYLE } from './preheader';
import { renderEmail } from './render';
import { SAMPLE_BRAND, SAMPLE_EMAILS } from './samples';

const brand = SAMPLE_BRAND;

const emails = Object.entries(SAMPLE_EMAILS).map(
  ([name, job]) => [name, renderEmail(emailFor(job, brand))] as const,
);

/** The clients checked: every Gmail, Outlook and Apple Mail caniemail knows. */
const CLIENTS = ['gmail.*', 'outlook.*', 'apple-mail.*'];

/**
 * What caniemail finds not supported in some of those clients and why each degrades safely. The
 * rest of the markup uses nothing they lack (the test fails on anything new, and on a reason
 * here that no longer applies).
 */
const DEGRADES_SAFELY: Record<string, string> = {
  '<body> element':
    "Outlook for Mac drops <body> and its style: the page's background is also on the table " +
    'cell react-email wraps the content in.',
  'display:none':
    "Gmail's mobile web client shows the preheader's box: max-height:0 with overflow:hidden " +
    'keeps it empty there (the preheader test below).',
  overflow:
    'Outlook for Windows and Windows Mail ignore it in the preheader: display:none and ' +
    'mso-hide:all hide it there.',
  'role attribute':
    'Windows Mail ignores role="presentation" on react-email\'s layout tables: they are read ' +
    'as tables, the content in the same order.',
  'border-radius':
    "Outlook for Windows and Windows Mail draw the alert e-mails' button with square corners.",
};

interface Issue {
  client: string;
  feature: string;
  notes: string[];
}

/** caniemail's verdict on every e-mail (an ES module, run by Node beside jest). */
type Verdicts = Record<string, { errors: Issue[]; warnings: Issue[] }>;
function caniemailVerdicts(): Verdicts {
  const script = resolve(__dirname, '../../test/support/caniemail-issues.mjs');
  const input = JSON.stringify({
    clients: CLIENTS,
    emails: Object.fromEntries(emails.map(([name, email]) => [name, email.html])),
  });
  return JSON.parse(
    execFileSync(process.execPath, [script], { input, encoding: 'utf8' }),
  ) as Verdicts;
}

type Support = 'y' | 'a' | 'n' | 'u';
interface FeatureData {
  slug: string;
  stats: Record<string, Record<string, Record<string, string>>>;
  notes_by_num?: Record<string, string> | null;
}
const caniemailData = JSON.parse(
  readFileSync(require.resolve('caniemail/caniemail.json'), 'utf8'),
) as { data: FeatureData[]; nicenames: { family: Record<string, string> } };

/** A client's support of a feature in its latest version caniemail tested, and the notes' numbers. */
function supportOf(slug: string, client: string): { support: Support; notes: number[] } {
  const feature = caniemailData.data.find((candidate) => candidate.slug === slug);
  if (!feature) throw new Error(`caniemail has no feature ${slug}`);
  const [family, platform] = client.split('.') as [string, string];
  const versions = feature.stats[family]?.[platform];
  if (!versions) return { support: 'u', notes: [] };
  const latest = Object.keys(versions).sort().at(-1)!;
  const value = versions[latest]!;
  return {
    support: value[0] as Support,
    notes: [...value.matchAll(/#(\d+)/g)].map((match) => Number(match[1])),
  };
}

/** Supported, or supported but for the notes named (which do not concern the preheader). */
const supported = (slug: string, client: string, harmlessNotes: number[]) => {
  const { support, notes } = supportOf(slug, client);
  return (
    support === 'y' || (support === 'a' && notes.every((note) => harmlessNotes.includes(note)))
  );
};

/** The client names the globs cover, from caniemail's data. */
const clientNames = [
  ...new Set(
    caniemailData.data.flatMap((feature) =>
      Object.entries(feature.stats).flatMap(([family, platforms]) =>
        Object.keys(platforms).map((platform) => `${family}.${platform}`),
      ),
    ),
  ),
].filter((client) => /^(gmail|outlook|apple-mail)\./.test(client));

describe('the e-mails in Gmail, Outlook and Apple Mail (caniemail)', () => {
  it.each(emails)('gives %s a title and a scope to every header cell', (_name, email) => {
    expect(email.html).toMatch(/<head>.*<title>[^<]+ \| Highstreet FX<\/title>.*<\/head>/);
    const headerCells = email.html.match(/<th\b[^>]*>/g) ?? [];
    for (const cell of headerCells) expect(cell).toMatch(/ scope="(col|row)"/);
  });

  it('uses nothing those clients lack but what degrades safely, each named with why', () => {
    const found = new Map<string, Set<string>>();
    for (const { errors } of Object.values(caniemailVerdicts()))
      for (const { feature, client } of errors)
        found.set(feature, (found.get(feature) ?? new Set()).add(client));
    const unexplained = [...found.keys()].filter((feature) => !(feature in DEGRADES_SAFELY));
    expect(unexplained).toEqual([]);
    // Each reason still applies: a feature no longer used leaves the list.
    expect([...found.keys()].sort()).toEqual(Object.keys(DEGRADES_SAFELY).sort());
  });

  it("hides the preheader in every one of them, Gmail's mobile web client and Outlook for Windows too", () => {
    expect(clientNames).toEqual(
      expect.arrayContaining(['gmail.mobile-webmail', 'outlook.windows', 'apple-mail.ios']),
    );
    const hiddenBy = (client: string) =>
      [
        // Partly supported in Outlook: not onto nested tables (#1) or on an <img> (#2), which the
        // preheader has none of.
        supported('css-display-none', client, [1, 2]) && 'display:none',
        // overflow's notes: hidden content cannot be scrolled to (#1), overflow-block and
        // overflow-inline unsupported (#4); the preheader uses overflow.
        supported('css-max-height', client, []) &&
          supported('css-overflow', client, [1, 4]) &&
          'max-height:0 and overflow:hidden',
        // Outlook for Windows's Word engine has its own property, which caniemail does not list.
        client === 'outlook.windows' && 'mso-hide:all',
      ].filter(Boolean);
    const unhidden = clientNames.filter((client) => hiddenBy(client).length === 0);
    expect(unhidden).toEqual([]);
    expect(hiddenBy('gmail.mobile-webmail')).toEqual(['max-height:0 and overflow:hidden']);

    expect(PREHEADER_STYLE).toMatchObject({
      display: 'none',
      maxHeight: 0,
      overflow: 'hidden',
      msoHide: 'all',
    });
    for (const [, email] of emails) {
      const preheader = /<body[^>]*>(<div style="([^"]*)"[^>]*>[^<]*<\/div>)/.exec(email.html);
      expect(preheader?.[2]).toContain('display:none;max-height:0;max-width:0;overflow:hidden');
      expect(preheader?.[2]).toContain('mso-hide:all');
      expect(preheader?.[2]).not.toContain('opacity');
    }
  });
});
