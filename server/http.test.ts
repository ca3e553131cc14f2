import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { clientAddress, requestHost, requestScheme, type Site } from './http';

const site = (trustProxy: number): Site => ({
  origin: 'https://admin.example.com',
  allowLoopback: false,
  trustProxy,
});

/** What the server makes of a request with these headers, behind `trustProxy` proxies. */
async function seen(trustProxy: number, headers: Record<string, string>) {
  const app = new Hono().get('/', (c) =>
    c.json({
      address: clientAddress(c, site(trustProxy)),
      host: requestHost(c, site(trustProxy)),
      scheme: requestScheme(c, site(trustProxy)),
    }),
  );
  const response = await app.request('http://127.0.0.1:3000/', { headers });
  return (await response.json()) as { address: string; host: string | null; scheme: string };
}

describe('requests behind reverse proxies', () => {
  it('takes the forwarded address, host and scheme the outermost trusted proxy wrote', async () => {
    // A client that writes its own headers, then a load balancer, then nginx, each appending.
    const headers = {
      'X-Forwarded-For': '6.6.6.6, 203.0.113.7, 10.0.0.5',
      'X-Forwarded-Host': 'evil.example, admin.example.com, admin.example.com',
      'X-Forwarded-Proto': 'http, https, http',
    };
    expect(await seen(2, headers)).toEqual({
      address: '203.0.113.7',
      host: 'admin.example.com',
      scheme: 'https',
    });
    expect(await seen(1, headers)).toMatchObject({ address: '10.0.0.5', scheme: 'http' });
  });

  it('takes the only entry when the list is shorter than the proxies named', async () => {
    expect(await seen(2, { 'X-Forwarded-For': '203.0.113.7' })).toMatchObject({
      address: '203.0.113.7',
    });
  });

  it('never reads them without a trusted proxy: a client could write them', async () => {
    expect(
      await seen(0, {
        Host: 'admin.example.com',
        'X-Forwarded-For': '203.0.113.7',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
      }),
    ).toEqual({ address: 'unknown', host: 'admin.example.com', scheme: 'http' });
  });
});
