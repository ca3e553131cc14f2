// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { DEMO_SEED, generateDemoUsers } from './seed';

describe('generateDemoUsers', () => {
  const users = generateDemoUsers();

  it('is deterministic: the same seed gives the same users, another seed others', () => {
    expect(generateDemoUsers()).toEqual(users);
    expect(generateDemoUsers(5000, DEMO_SEED)).toEqual(users);
    expect(generateDemoUsers(20, DEMO_SEED + 1)).not.toEqual(users.slice(0, 20));
    expect(generateDemoUsers(20)).toEqual(users.slice(0, 20));
  });

  it('makes 5000 users with ids 1..5000, unique emails and scores 0-1000', () => {
    expect(users).toHaveLength(5000);
    expect(users.map((u) => u.id)).toEqual(Array.from({ length: 5000 }, (_, i) => i + 1));
    expect(new Set(users.map((u) => u.email)).size).toBe(5000);
    for (const user of users) {
      expect(Number.isInteger(user.score) && user.score >= 0 && user.score <= 1000).toBe(true);
      expect(user.email).toMatch(/^[a-z._]+\d*@example\.(com|org|net)$/);
    }
    expect(Math.min(...users.map((u) => u.score))).toBe(0);
    expect(Math.max(...users.map((u) => u.score))).toBe(1000);
  });

  it('derives emails from names and keeps cities with their countries', () => {
    for (const user of users.slice(0, 200)) {
      const [first = '', ...rest] = user.name.split(' ');
      const last = rest
        .join('')
        .toLowerCase()
        .replace(/[^a-z]/g, '');
      expect(user.email).toContain(last);
      expect(user.email.startsWith(first.charAt(0).toLowerCase())).toBe(true);
    }
    const countryOf = new Map<string, string>();
    for (const { city, country } of users) {
      expect(countryOf.get(city) ?? country).toBe(country);
      countryOf.set(city, country);
    }
    expect(countryOf.size).toBeGreaterThan(30);
  });
});
