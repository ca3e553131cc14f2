import type { ApiUser } from '@contract/users';

import { mulberry32 } from '../../../server/prng';

const FIRST_NAMES = [
  'Matthew',
  'Nancy',
  'Frederiko',
  'Stanley',
  'Lendley',
  'Barbara',
  'Ana',
  'João',
  'Lucía',
  'Émile',
  'Zoë',
  'Oliver',
  'Sofia',
  'Lucas',
  'Mia',
  'Noah',
  'Emma',
  'Mateo',
  'Chloé',
  'Ingrid',
  'Kenji',
  'Amara',
  'Ravi',
  'Leila',
  'Tomás',
  'Beatriz',
  'Hugo',
  'Nora',
  'Felix',
  'Aisha',
];
const LAST_NAMES = [
  'McCormick',
  'Bo',
  'Lopez',
  'Hummer',
  'Wintz',
  'Noz',
  'Silva',
  'García',
  'Müller',
  'Dubois',
  'Rossi',
  'Novak',
  'Smith',
  'Brown',
  'Wilson',
  'Tanaka',
  'Okafor',
  'Patel',
  'Haddad',
  'Santos',
  'Costa',
  'Jensen',
  'Kowalski',
  'Fischer',
  'Moreau',
  'Ortega',
  'Lindqvist',
  'Nakamura',
];
const PLACES: readonly (readonly [string, string])[] = [
  ['Vancouver', 'Canada'],
  ['Washington', 'United States'],
  ['Barcelona', 'Spain'],
  ['Manchester', 'United Kingdom'],
  ['Wien', 'Austria'],
  ['Brussels', 'Belgium'],
  ['São Paulo', 'Brazil'],
  ['Lisboa', 'Portugal'],
  ['Ciudad de México', 'Mexico'],
  ['Buenos Aires', 'Argentina'],
  ['Berlin', 'Germany'],
  ['Paris', 'France'],
  ['Roma', 'Italy'],
  ['Praha', 'Czechia'],
  ['Tokyo', 'Japan'],
  ['Lagos', 'Nigeria'],
  ['Mumbai', 'India'],
  ['Beirut', 'Lebanon'],
  ['København', 'Denmark'],
  ['Warszawa', 'Poland'],
  ['Stockholm', 'Sweden'],
  ['Bogotá', 'Colombia'],
  ['Montevideo', 'Uruguay'],
  ['Melbourne', 'Australia'],
];
const DOMAINS = ['mail.ol', 'boonweb.com', 'webmail.sp', 'mailster.io', 'example.com'];

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * `count` deterministic demo users (ids 1..count) in the demo API's shape, for local-mode tables;
 * `seed` picks another set.
 */
export function demoUsers(count: number, seed = 1): ApiUser[] {
  const next = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const [city, country] = pick(PLACES);
    const id = index + 1;
    return {
      id,
      name: `${first} ${last}`,
      email: `${ascii(first)}.${ascii(last)}${id}@${pick(DOMAINS)}`,
      score: Math.floor(next() * 1000),
      address: { city, country },
    };
  });
}
