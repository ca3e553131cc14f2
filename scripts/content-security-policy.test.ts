// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import {
  BOOT_SCRIPT,
  contentSecurityPolicy,
  mapServicesFromEnv,
  tileSource,
} from './content-security-policy.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

/** The one inline script the policy admits: the start-up script, by the hash of its exact text. */
const bootHash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

describe('the start-up script', () => {
  it('is inlined without its comments and admitted by its hash alone', () => {
    expect(BOOT_SCRIPT).not.toMatch(/^\s*\/\//m);
    expect(BOOT_SCRIPT).toContain("setAttribute('data-theme'");
    expect(BOOT_SCRIPT).toContain("setAttribute('lang'");
    expect(directive(contentSecurityPolicy(), 'script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('contentSecurityPolicy', () => {
  it('is the strict base plus the default tile host when nothing is configured', () => {
    expect(contentSecurityPolicy()).toBe(
      `default-src 'self'; script-src 'self' ${bootHash}; style-src 'self' 'unsafe-inline'; ` +
        "img-src 'self' data: blob: https://tile.openstreetmap.org; connect-src 'self'; " +
        "frame-ancestors 'none'",
    );
  });

  it("forbids framing whatever is configured, and no service's sources reach frame-ancestors", () => {
    for (const services of [[], ['google'], ['yandex'], ['google', 'yandex']] as const) {
      expect(directive(contentSecurityPolicy({ services }), 'frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('adds the configured tile host to img-src only', () => {
    const policy = contentSecurityPolicy({
      tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    });
    expect(directive(policy, 'img-src')).toContain('https://*.tiles.example.com');
    expect(directive(policy, 'script-src')).toEqual(["'self'", bootHash]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it("adds a map service's hosts, keeping 'self' in directives that fell back to default-src", () => {
    const policy = contentSecurityPolicy({ services: ['google'] });
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.googleapis.com']),
    );
    expect(directive(policy, 'font-src')).toEqual(["'self'", 'https://fonts.gstatic.com']);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(contentSecurityPolicy({ services: ['yandex'] }), 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });
});

describe('tileSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.basemaps.example.org/{z}/{x}/{y}.png', 'https://*.basemaps.example.org'],
    ['http://localhost:8080/tiles/{z}/{x}/{y}.png', 'http://localhost:8080'],
    ['/tiles/{z}/{x}/{y}.png', undefined],
  ])('%s → %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });
});

describe('mapServicesFromEnv', () => {
  it('allows the services with a key, and those named in CSP_MAP_SERVICES', () => {
    expect(mapServicesFromEnv({})).toEqual([]);
    expect(mapServicesFromEnv({ VITE_YANDEX_MAPS_API_KEY: 'k' })).toEqual(['yandex']);
    expect(mapServicesFromEnv({ CSP_MAP_SERVICES: ' Google , nope' })).toEqual(['google']);
  });
});
