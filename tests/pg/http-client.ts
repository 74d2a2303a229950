import { expect } from 'vitest';
import { href } from '../../src/shared/api/endpoint';
import { fetchAccount, type FetchBody, type FetchReply } from '../../src/shared/api/wasted-time';

/** A tiny cookie-keeping client for one operator talking to several instances, as a browser behind a load balancer would. */
export class SiteClient {
  cookie = '';

  async call(
    base: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: { error: boolean; response: unknown } }> {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        // A browser on the site sends its origin; here each instance is reached on its own address.
        origin: base,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('av_session='));
    if (set) this.cookie = /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(set) ? '' : set.split(';')[0]!;
    return { status: res.status, body: (await res.json()) as { error: boolean; response: unknown } };
  }
}

/** A visitor's lookup of a Riot ID on one instance; fails the test unless it is answered with the account. */
export async function lookUp(instanceUrl: string, body: FetchBody): Promise<FetchReply> {
  const reply = await new SiteClient().call(instanceUrl, 'POST', href(fetchAccount), body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.response as FetchReply;
}
