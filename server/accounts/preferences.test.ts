// @vitest-environment node
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AccountResponse } from '../contract/account';
import { DEMO_PASSWORD } from '../contract/auth';
import { MAX_BODY_BYTES } from '../contract/errors';
import type { Database } from '../db/client';
import { eachDatabase } from '../testing/each-database';
import { TestBrowser } from '../testing/test-browser';
import { prepareWriteSuite } from '../testing/write-api-suite';

let app: Hono;

/** A browser of its own, which also saves appearance preferences. */
class Browser extends TestBrowser {
  constructor() {
    super(app);
  }

  put(body: unknown, raw = false) {
    return this.send('PUT', '/api/account/preferences', body, raw);
  }
}

describe.each(eachDatabase('preferences'))('account preferences on %s', (_, open) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    app = (await prepareWriteSuite(database)).app;
  }, 90_000);

  afterAll(async () => {
    await database.close();
  });

  it('starts with none, then follows the account to another browser', async () => {
    const laptop = await new Browser().login('editor@example.com');
    expect(await laptop.me()).toMatchObject({ preferences: null });

    const chosen = { preset: 'teal', radius: 'large', density: 'compact', theme: 'dark' };
    const saved = await laptop.put(chosen);
    expect(saved.status).toBe(200);
    expect((saved.body as AccountResponse).account.preferences).toEqual(chosen);

    const phone = await new Browser().login('editor@example.com');
    expect((await phone.me())?.preferences).toEqual(chosen);
    // The sign-in's own answer carries them too.
    const signIn = await new Browser().send('POST', '/api/auth/login', {
      email: 'editor@example.com',
      password: DEMO_PASSWORD,
    });
    expect((signIn.body as AccountResponse).account.preferences).toEqual(chosen);
    // Another account's are its own.
    expect((await new Browser().login('viewer@example.com').then((b) => b.me()))?.preferences).toBe(
      null,
    );
  });

  it('replaces the whole set: a name left out is back to the default', async () => {
    const browser = await new Browser().login('admin@example.com');
    await browser.put({ preset: 'rose', font: 'serif', layout: 'rail' });
    const saved = await browser.put({ font: 'mono' });
    expect((saved.body as AccountResponse).account.preferences).toEqual({ font: 'mono' });
    expect((await browser.put({})).status).toBe(200);
    expect((await browser.me())?.preferences).toEqual({});
  });

  it('asks to sign in first', async () => {
    const sent = await new Browser().put({ preset: 'blue' });
    expect(sent.status).toBe(401);
  });

  it('refuses hostile bodies with 4xx and keeps what was saved', async () => {
    const browser = await new Browser().login('editor@example.com');
    const kept = { preset: 'violet', contentWidth: 'centered' };
    expect((await browser.put(kept)).status).toBe(200);

    const hostile: Array<[string, unknown, boolean?]> = [
      ['an array', ['preset', 'blue']],
      ['a string', 'blue'],
      ['null', null],
      ['a number', 42],
      ['not JSON', '{preset:', true],
      ['an empty body', '', true],
      ['a wrong value', { preset: 'purple' }],
      ['a value of the wrong type', { density: 1 }],
      ['an array as a value', { preset: ['blue'] }],
      ['an object as a value', { theme: { dark: true } }],
      ['a value from another name', { layout: 'compact' }],
      ['a huge string', { preset: 'b'.repeat(200_000) }],
      ['an unknown name', { preset: 'blue', colour: 'red' }],
      ['many unknown names', Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [i, i]))],
      ['a prototype key', JSON.parse('{"__proto__": {"preset": "blue"}}')],
      ['a body over the limit', { preset: 'blue', pad: 'x'.repeat(MAX_BODY_BYTES) }],
    ];
    for (const [name, body, raw] of hostile) {
      const sent = await browser.put(body, raw);
      expect(sent.status, name).toBeGreaterThanOrEqual(400);
      expect(sent.status, name).toBeLessThan(500);
    }
    expect((await browser.put({ preset: 'purple' })).status).toBe(422);
    expect((await browser.put({ preset: 'blue', colour: 'red' })).status).toBe(422);
    expect((await browser.me())?.preferences).toEqual(kept);
  });

  it('answers other methods with 405', async () => {
    const browser = await new Browser().login('editor@example.com');
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'])
      expect((await browser.send(method, '/api/account/preferences')).status, method).toBe(405);
  });
});
