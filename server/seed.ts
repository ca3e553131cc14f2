import { mulberry32 } from './prng';

/** A demo user as stored: one row of the users table. */
export type DemoUserRecord = {
  id: number;
  name: string;
  email: string;
  city: string;
  country: string;
  score: number;
};

/** Users seeded at every start. */
export const DEMO_USER_COUNT = 5000;
/** Fixed PRNG seed: every start (and every backend) gets the same rows. */
export const DEMO_SEED = 0x7e55e7a;

const FIRST_NAMES = (
  'Aaliyah Adrian Aisha Alejandro Amelia Ana Andrew Anna Ayumi Barbara Benjamin Brandon Camila ' +
  'Carlos Chen Chloe Daniel Diana Dmitri Elena Emma Ethan Fatima Felipe Frederiko Grace Hannah ' +
  'Hiroshi Ibrahim Ingrid Isabella Jack Joao Julia Kenji Lars Laura Lendley Liam Lucas Mai Maria ' +
  'Matthew Mei Mohammed Nancy Noah Olivia Omar Priya Rafael Rosa Samuel Sofia Stanley Thomas ' +
  'Valentina Wei Yusuf Zoe'
).split(' ');

const LAST_NAMES = (
  'Abara,Andersen,Bo,Brown,Chandra,Costa,Dubois,Evans,Fernandez,Fischer,Garcia,Hansen,Hummer,' +
  "Ivanova,Jensen,Kim,Kowalski,Lopez,Martin,McCormick,Meyer,Moreau,Nakamura,Novak,O'Brien,Okafor," +
  'Patel,Quinn,Rossi,Santos,Schmidt,Silva,Smith-Jones,Suzuki,Tanaka,Van Dijk,Wagner,Wang,Wintz,Zhang'
).split(',');

/** Real cities (ASCII spellings, so byte order and case folding agree on every database). */
const CITIES: ReadonlyArray<readonly [city: string, country: string]> = [
  ['Amsterdam', 'Netherlands'],
  ['Athens', 'Greece'],
  ['Auckland', 'New Zealand'],
  ['Bangkok', 'Thailand'],
  ['Barcelona', 'Spain'],
  ['Berlin', 'Germany'],
  ['Brussels', 'Belgium'],
  ['Buenos Aires', 'Argentina'],
  ['Cairo', 'Egypt'],
  ['Cape Town', 'South Africa'],
  ['Chicago', 'United States'],
  ['Copenhagen', 'Denmark'],
  ['Dublin', 'Ireland'],
  ['Helsinki', 'Finland'],
  ['Istanbul', 'Turkey'],
  ['Jakarta', 'Indonesia'],
  ['Lagos', 'Nigeria'],
  ['Lima', 'Peru'],
  ['Lisbon', 'Portugal'],
  ['London', 'United Kingdom'],
  ['Manchester', 'United Kingdom'],
  ['Melbourne', 'Australia'],
  ['Mexico City', 'Mexico'],
  ['Montreal', 'Canada'],
  ['Mumbai', 'India'],
  ['Nairobi', 'Kenya'],
  ['New York', 'United States'],
  ['Osaka', 'Japan'],
  ['Oslo', 'Norway'],
  ['Paris', 'France'],
  ['Prague', 'Czechia'],
  ['Rio de Janeiro', 'Brazil'],
  ['Rome', 'Italy'],
  ['San Francisco', 'United States'],
  ['Santiago', 'Chile'],
  ['Seoul', 'South Korea'],
  ['Singapore', 'Singapore'],
  ['Stockholm', 'Sweden'],
  ['Sydney', 'Australia'],
  ['Tokyo', 'Japan'],
  ['Toronto', 'Canada'],
  ['Vancouver', 'Canada'],
  ['Vienna', 'Austria'],
  ['Warsaw', 'Poland'],
  ['Washington', 'United States'],
];

const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

function emailPart(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * `count` demo users with ids 1..count, the same for the same `seed`. Emails are derived from the
 * names (several styles, some with `_`) and made unique with a numeric suffix.
 */
export function generateDemoUsers(
  count: number = DEMO_USER_COUNT,
  seed: number = DEMO_SEED,
): DemoUserRecord[] {
  const random = mulberry32(seed);
  const usedLocalParts = new Map<string, number>();
  const users: DemoUserRecord[] = [];
  for (let id = 1; id <= count; id += 1) {
    const first = pick(FIRST_NAMES, random);
    const last = pick(LAST_NAMES, random);
    const [city, country] = pick(CITIES, random);
    const f = emailPart(first);
    const l = emailPart(last);
    const styles = [`${f}.${l}`, `${f}_${l}`, `${f.charAt(0)}${l}`, `${f}${l}`];
    const base = pick(styles, random);
    const seen = usedLocalParts.get(base) ?? 0;
    usedLocalParts.set(base, seen + 1);
    const localPart = seen === 0 ? base : `${base}${seen + 1}`;
    users.push({
      id,
      name: `${first} ${last}`,
      email: `${localPart}@${pick(EMAIL_DOMAINS, random)}`,
      city,
      country,
      score: Math.floor(random() * 1001),
    });
  }
  return users;
}
