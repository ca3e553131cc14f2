import { demoUsers } from './users';

describe('demoUsers', () => {
  it('makes the asked number of users in the API shape, the same for the same seed', () => {
    const users = demoUsers(50);
    expect(users).toHaveLength(50);
    expect(users.map((user) => user.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(demoUsers(50)).toEqual(users);
    expect(demoUsers(50, 2)).not.toEqual(users);
    for (const user of users) {
      expect(Object.keys(user)).toEqual(['id', 'name', 'email', 'score', 'address']);
      expect(Object.keys(user.address)).toEqual(['city', 'country']);
      expect(user.name).toMatch(/^\S+ \S+$/);
      expect(user.email).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
      expect(user.address.city).not.toBe('');
      expect(user.address.country).not.toBe('');
      expect(Number.isInteger(user.score) && user.score >= 0 && user.score < 1000).toBe(true);
    }
    expect(new Set(users.map((user) => user.email)).size).toBe(50);
    expect(demoUsers(0)).toEqual([]);
  });
});
