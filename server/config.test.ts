// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { readConfig } from './config';

const production = { PUBLIC_URL: 'https://admin.example.com' };

describe('readConfig', () => {
  it('has production defaults, with only PUBLIC_URL to give', () => {
    const result = readConfig(production, { cwd: '/srv/app' });
    expect(result).toEqual({
      ok: true,
      config: {
        mode: 'production',
        port: 3000,
        host: '127.0.0.1',
        publicUrl: new URL('https://admin.example.com'),
        trustProxy: 0,
        database: { kind: 'pglite', dir: '/srv/app/.data' },
        seedDemo: false,
        signUp: 'closed',
        sessionTtlMinutes: 480,
        maxSessionsPerAccount: 10,
        authLimits: { signIn: 20, signUp: 10 },
        mail: { kind: 'outbox' },
      },
    });
  });

  it('sends mail through SMTP_URL from MAIL_FROM, checking both without repeating the URL', () => {
    const smtp = readConfig({
      ...production,
      SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
      MAIL_FROM: 'Tessera Admin <admin@example.com>',
    });
    expect(smtp.ok && smtp.config.mail).toEqual({
      kind: 'smtp',
      url: 'smtps://mailer:secret@mail.example.com:465',
      from: 'Tessera Admin <admin@example.com>',
    });
    expect(
      readConfig({ ...production, SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'a@example.com' })
        .ok,
    ).toBe(true);
    const missing = readConfig({ ...production, SMTP_URL: 'smtp://mail.example.com' });
    expect(missing.ok ? [] : missing.errors).toEqual([
      expect.stringMatching(/^MAIL_FROM is required with SMTP_URL/),
    ]);
    const bad = readConfig({
      ...production,
      SMTP_URL: 'https://user:hunter2@mail.example.com',
      MAIL_FROM: 'not an address',
    });
    const errors = bad.ok ? [] : bad.errors;
    expect(errors.map((line) => line.split(' ')[0])).toEqual(['SMTP_URL', 'MAIL_FROM']);
    expect(errors.join('\n')).not.toContain('hunter2');
  });

  it('reads every variable', () => {
    const result = readConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://127.0.0.1:8080',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/admin',
      SEED_DEMO: '1',
      SIGN_UP: 'open',
      SESSION_TTL_MINUTES: '60',
      MAX_SESSIONS_PER_ACCOUNT: '3',
      SIGN_IN_LIMIT: '100',
      SIGN_UP_LIMIT: '50',
    });
    expect(result.ok && result.config).toMatchObject({
      mode: 'development',
      port: 8080,
      host: '0.0.0.0',
      trustProxy: 1,
      database: { kind: 'postgres', url: 'postgres://app:secret@db.internal:5432/admin' },
      seedDemo: true,
      signUp: 'open',
      sessionTtlMinutes: 60,
      maxSessionsPerAccount: 3,
      authLimits: { signIn: 100, signUp: 50 },
    });
  });

  it('takes DATABASE_URL=memory: for a database in memory, and an absolute DATA_DIR as it is', () => {
    const memory = readConfig({ ...production, DATABASE_URL: 'memory:' });
    expect(memory.ok && memory.config.database).toEqual({ kind: 'memory' });
    const dir = readConfig({ ...production, DATA_DIR: '/var/lib/tessera' });
    expect(dir.ok && dir.config.database).toEqual({ kind: 'pglite', dir: '/var/lib/tessera' });
  });

  it('needs PUBLIC_URL to serve in production only (development defaults to localhost on its port)', () => {
    expect(readConfig({})).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^PUBLIC_URL is required: /)],
    });
    const dev = readConfig({ NODE_ENV: 'development', PORT: '5000' });
    expect(dev.ok && dev.config.publicUrl.origin).toBe('http://localhost:5000');
    // The database commands (migrate, seed, create-admin) serve nothing.
    expect(readConfig({}, { serving: false }).ok).toBe(true);
  });

  it('reports every bad variable on a line of its own, naming it', () => {
    const result = readConfig({
      NODE_ENV: 'staging',
      PORT: '70000',
      HOST: 'bad host!',
      PUBLIC_URL: 'https://admin.example.com/app',
      TRUST_PROXY: 'yes',
      DATABASE_URL: 'mysql://root:hunter2@localhost/db',
      SEED_DEMO: 'true',
      SIGN_UP: 'yes',
      SESSION_TTL_MINUTES: '0',
      MAX_SESSIONS_PER_ACCOUNT: 'ten',
      SIGN_IN_LIMIT: '-1',
      SIGN_UP_LIMIT: '1.5',
    });
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((line) => line.split(' ')[0])).toEqual([
      'NODE_ENV',
      'PORT',
      'HOST',
      'PUBLIC_URL',
      'TRUST_PROXY',
      'DATABASE_URL',
      'SEED_DEMO',
      'SIGN_UP',
      'SESSION_TTL_MINUTES',
      'MAX_SESSIONS_PER_ACCOUNT',
      'SIGN_IN_LIMIT',
      'SIGN_UP_LIMIT',
    ]);
    for (const line of errors) expect(line).not.toContain('\n');
    // A connection string can hold a password: it is never repeated.
    expect(errors.join(' ')).not.toContain('hunter2');
  });

  it.each([
    ['ftp://admin.example.com', /must start with http/],
    ['admin.example.com', /absolute http/],
    ['https://admin.example.com?x=1', /origin only/],
    ['https://user:pw@admin.example.com', /origin only/],
  ])('refuses PUBLIC_URL %s', (value, message) => {
    const result = readConfig({ PUBLIC_URL: value });
    expect(result.ok ? [] : result.errors).toEqual([expect.stringMatching(message)]);
  });

  it('keeps a trailing slash of PUBLIC_URL out of the origin', () => {
    const result = readConfig({ PUBLIC_URL: 'https://Admin.Example.com:443/' });
    expect(result.ok && result.config.publicUrl.origin).toBe('https://admin.example.com');
  });
});
