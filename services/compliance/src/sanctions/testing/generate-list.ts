// Test data only: a sanctions list of the real list's size and make-up (mixed origins,
// transliterated, 2-4 words, aliases and spelling variations), seeded so every run sees the same.
import type { SanctionsEntry } from '../sanctions-entry';

export type Random = () => number;

/** mulberry32: a small seeded generator, so lists and variants repeat run to run. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const words = (text: string) => text.split(' ');
const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Syllables and names by origin, as they appear transliterated on the list. */
const ORIGINS = {
  russian: {
    first: words(
      'aleksandr dmitri yevgeny sergei vladimir oleg arkady boris gennady igor konstantin leonid mikhail nikolai pavel ruslan stanislav timur vadim viktor yuri zakhar anatoly valery grigory lyudmila tatyana oksana svetlana yelena irina natalya galina olga',
    ),
    roots: words(
      'kaz tol mach pry anish gvoz dyr belo zyor vor ontsov kras nod rub lev kov shal yapin dvor tsov sok olov grom myas nikov zhar kuz medv ched rin bak ush kin tarkh sever volk khol mogil yarov',
    ),
    ends: words('insky ovsky enko ov ev in itsky yakov ushkin enkov ashvili arin ikhin urov'),
  },
  arabic: {
    first: words(
      'qusay abd hamad jumayl shuayb nizar khalid faisal tariq ziyad walid ghassan marwan anwar bashir hafiz idris jamil kamal mahmud nabil rashid sami usama yasin fatima khadija aisha zaynab',
    ),
    roots: words(
      'muntaq hadraw zuwayr khadd oumiy tikr ubayd sarr ajj dulaym jubur qahtan shamm harith zubayd kinan taghl anaz mutayr ruwal',
    ),
    ends: words('i iri ah awi ani ayni uri'),
  },
  persian: {
    first: words(
      'bahram farzaneh mahmoud hossein reza ali akbar mohsen javad mojtaba parviz kourosh dariush shahram siavash faramarz nasrin shirin mahnaz golnar',
    ),
    roots: words(
      'ghoram kouchak tabriz esfand rahim jahan mir sadegh najaf khorram hashem amir zand kashan shiraz golpay bagher moradi',
    ),
    ends: words('zadeh zadegan pour nejad i ian far'),
  },
  korean: {
    first: words(
      'chol ryong song il nam kwang myong hyok su jin sok un chun ho yong hui ok jong hak yun chang min gyu dok bong sung rim chan thae chol hwan gil sop ung',
    ),
    roots: words('kim pak ri choe jong kang han ju rim o yun jo hyon kye paek so'),
    ends: [''],
  },
  spanish: {
    first: words(
      'aurelio rigoberto anselmo evaristo ignacio rodrigo fulgencio casimiro eustaquio nicanor baltasar leónidas remedios asunción',
    ),
    roots: words(
      'vantagg quintan ortuz zelay pichard albarr cienf echev urquiz santib goyen arriag villal bustam',
    ),
    ends: words('io illa ar andía o ena uegos erría iza áñez ola aga obos ante'),
  },
  african: {
    first: words(
      'robert grace emmerson constantine patrick joseph samuel peter george simon daniel christopher augustine tendai farai tatenda chipo',
    ),
    roots: words('mashir ngwa chiwe muta gumbo chingu makon dzvi mujur shumba tsvang mnang kasuk'),
    ends: words('ingwani ende ura iri ayi enga embe ove'),
  },
  chinese: {
    first: words('zhuowen qiaolan jianguo xiaoming weidong haifeng liqun yanping'),
    roots: words('qiao zhuang xiong gong dong ruan yan xie'),
    ends: words('feng lan ming hua'),
  },
};
type Origin = keyof typeof ORIGINS;
const ORIGIN_NAMES = Object.keys(ORIGINS) as Origin[];
const ORIGIN_SHARE: Record<Origin, number> = {
  russian: 0.34,
  arabic: 0.2,
  persian: 0.13,
  korean: 0.1,
  spanish: 0.09,
  african: 0.08,
  chinese: 0.06,
};
const ENTITY_WORDS = words(
  'trading holding maritime logistics petrochemical bureau shipping industrial investment energy general metals',
);
const ENTITY_FORMS = words('llc ojsc jsc ltd fze co corporation company');

function surname(random: Random, origin: Origin): string {
  const { roots, ends } = ORIGINS[origin];
  const root = pick(random, roots) + (random() < 0.5 ? pick(random, roots) : '');
  const name = root + pick(random, ends);
  if (origin === 'arabic' && random() < 0.5) return `al-${name}`;
  if (origin === 'spanish' && random() < 0.4)
    return `${cap(name)}-${cap(surname(random, 'spanish'))}`;
  return name;
}

function personName(random: Random, origin: Origin): string[] {
  const { first } = ORIGINS[origin];
  if (origin === 'korean')
    return [
      pick(random, first) === 'kim' ? 'ri' : pick(random, ORIGINS.korean.roots),
      pick(random, first),
      pick(random, first),
    ];
  const tokens = [pick(random, first)];
  const middle = random();
  if (origin === 'russian' && middle < 0.5)
    tokens.push(`${pick(random, first).replace(/[aiy]$/, '')}ovich`);
  else if (origin === 'arabic' && middle < 0.6)
    tokens.push(pick(random, ['bin', 'abu', 'abd al']), pick(random, first));
  else if (middle < 0.25) tokens.push(pick(random, first));
  tokens.push(surname(random, origin));
  return tokens.flatMap((token) => token.split(' '));
}

/** Spelling variations as the list records them under one ID. */
const SPELLINGS: [RegExp, string][] = [
  [/sky\b/, 'skiy'],
  [/ov\b/, 'off'],
  [/y/, 'i'],
  [/kh/, 'h'],
  [/ou/, 'u'],
  [/ei/, 'ey'],
  [/q/, 'k'],
  [/j/, 'dzh'],
  [/ph/, 'f'],
  [/i\b/, 'y'],
  [/zadeh/, 'zade'],
  [/ch/, 'tch'],
];

function variation(random: Random, tokens: readonly string[]): string[] {
  const changed = tokens.map((token) => {
    const [pattern, replacement] = pick(random, SPELLINGS);
    return random() < 0.6 ? token.replace(pattern, replacement) : token;
  });
  if (random() < 0.3 && changed.length > 2) changed.splice(1, 1);
  return changed;
}

const CYRILLIC: [string, string][] = [
  ['kh', 'х'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ya', 'я'],
  ['yu', 'ю'],
  ...[...'abvgdezijklmnoprstufy'].map((l, i): [string, string] => [l, 'абвгдезийклмнопрстуфы'[i]!]),
];

function cyrillic(tokens: readonly string[]): string {
  return tokens
    .map((token) =>
      CYRILLIC.reduce((text, [latin, letter]) => text.split(latin).join(letter), token),
    )
    .map(cap)
    .join(' ');
}

const title = (tokens: readonly string[]) =>
  tokens.map((token) => token.split('-').map(cap).join('-')).join(' ');

function originOf(random: Random): Origin {
  let draw = random();
  for (const origin of ORIGIN_NAMES) {
    draw -= ORIGIN_SHARE[origin];
    if (draw < 0) return origin;
  }
  return 'russian';
}

function dateOfBirth(random: Random): string[] {
  const year = String(1940 + Math.floor(random() * 55));
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  const draw = random();
  if (draw < 0.15) return [];
  if (draw < 0.3) return [year];
  if (draw < 0.4) return [`${year}-${month}-${day}`, `${Number(year) + 1}-${month}-${day}`];
  return [`${year}-${month}-${day}`];
}

/**
 * About the real list: `entries` designations (5,000 by default), 85% individuals, ~4 names
 * each on average (primary, aliases, spelling variations, a Cyrillic original for some).
 */
export function generateSanctionsList(seed = 33, entries = 5000): SanctionsEntry[] {
  const random = seededRandom(seed);
  const list: SanctionsEntry[] = [];
  for (let i = 0; i < entries; i += 1) {
    const origin = originOf(random);
    const individual = random() < 0.85;
    const primary = individual
      ? personName(random, origin)
      : [surname(random, origin), pick(random, ENTITY_WORDS), pick(random, ENTITY_FORMS)];
    const names = [title(primary)];
    const extra = 1 + Math.floor(random() * 10);
    for (let n = 0; n < extra; n += 1) {
      const alias = n % 2 === 0 ? variation(random, primary) : personName(random, origin);
      names.push(title(individual ? alias : primary.slice(0, 2)));
    }
    if (origin === 'russian' && random() < 0.3) names.push(cyrillic(primary));
    list.push({
      id: `GEN${String(i).padStart(5, '0')}`,
      kind: individual ? 'individual' : 'entity',
      names: [...new Set(names)],
      datesOfBirth: individual ? dateOfBirth(random) : [],
      regime: origin,
    });
  }
  return list;
}
