import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { delay, startFakeServer } from '../fake-http-server';

/**
 * A Content Delivery API stand-in: GET /spaces/{space}/environments/{env}/entries with the
 * query parameters the blog uses (content_type, select, order, limit, include, fields.slug),
 * a Bearer token, `includes` for linked assets and entries, and CDA-shaped errors.
 * Posts are built from a real CDA reply (tests/fixtures/contentful/entries-sample.json, a
 * `blogPost` type) with its fields renamed to the spec's `blog` type.
 */
export type FakeMode = 'ok' | 'down' | 'slow' | 'bad-body' | 'rate-limited';

interface Sample {
  items: Array<{ sys: Record<string, unknown>; fields: { title: string; slug: string; date: string; body: unknown } }>;
  includes: { Asset: Array<{ sys: { id: string } }>; Entry: unknown[] };
}

const sample = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL('../../fixtures/contentful/entries-sample.json', import.meta.url)), 'utf8'),
) as Sample;
const sampleItem = sample.items[0]!;
const assetLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });

export interface FakePost {
  id: string;
  slug: string;
  title: string;
  published: string;
}

/** The sample post plus two more with the same body, newest first by `published`. */
export const FAKE_POSTS: FakePost[] = [
  { id: 'post-newest', slug: 'account-prices-in-spring', title: 'Account prices in spring', published: '2024-04-02T00:00:00.000Z' },
  { id: 'post-middle', slug: 'what-raises-a-price', title: 'What raises a price', published: '2024-03-12T00:00:00.000Z' },
  { id: sampleItem.sys.id as string, slug: sampleItem.fields.slug, title: sampleItem.fields.title, published: '2021-02-03T00:00:00.000Z' },
];

function entry(post: FakePost) {
  const sys = { ...sampleItem.sys, id: post.id, contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'blog' } } };
  const fields = {
    slug: post.slug,
    title: post.title,
    published: post.published,
    metaImage: assetLink(sample.includes.Asset[0]!.sys.id),
    blogText: sampleItem.fields.body,
  };
  return { sys, fields };
}

const pick = (fields: Record<string, unknown>, select: string[] | null) =>
  select ? Object.fromEntries(Object.entries(fields).filter(([key]) => select.includes(`fields.${key}`))) : fields;

const cdaError = (status: number, id: string, message: string) => ({
  status,
  body: { sys: { type: 'Error', id }, message, requestId: 'fake' },
});

export async function startFakeContentful({ space = 'fake-space', environment = 'master', token = 'fake-token' } = {}) {
  const state = { mode: 'ok' as FakeMode, slowMs: 0, posts: [...FAKE_POSTS], requests: [] as URL[] };
  const server = await startFakeServer(async (req, url) => {
    state.requests.push(url);
    if (req.headers.authorization !== `Bearer ${token}`)
      return cdaError(401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
    const match = /^\/spaces\/([^/]+)\/environments\/([^/]+)\/entries$/.exec(url.pathname);
    if (!match || match[1] !== space || match[2] !== environment) return cdaError(404, 'NotFound', 'The resource could not be found.');
    if (state.mode === 'slow') await delay(state.slowMs);
    if (state.mode === 'down') return { status: 503, body: '<html>Service Unavailable</html>', headers: { 'content-type': 'text/html' } };
    if (state.mode === 'rate-limited')
      return cdaError(429, 'RateLimitExceeded', 'You have exceeded the rate limit of the Organization this Space belongs to.');
    if (state.mode === 'bad-body') return { status: 200, body: '{"sys": {"type": "Array"' };
    const q = url.searchParams;
    if (q.get('content_type') !== 'blog') return cdaError(400, 'InvalidQuery', `Unknown content type ${q.get('content_type')}`);
    const select = q.get('select')?.split(',') ?? null;
    const slug = q.get('fields.slug');
    const order = q.get('order');
    const limit = Number(q.get('limit') ?? 100);
    if (!Number.isInteger(limit) || limit < 0 || limit > 1000) return cdaError(400, 'InvalidQuery', 'limit must be from 0 to 1000');
    let posts = state.posts.filter((post) => slug === null || post.slug === slug);
    if (order === '-fields.published') posts = [...posts].sort((a, b) => b.published.localeCompare(a.published));
    const items = posts
      .slice(0, limit)
      .map(entry)
      .map((e) => ({ sys: e.sys, fields: pick(e.fields, select) }));
    const include = Number(q.get('include') ?? 1);
    const includes = include > 0 ? { Asset: sample.includes.Asset, ...(select ? {} : { Entry: sample.includes.Entry }) } : {};
    return { status: 200, body: { sys: { type: 'Array' }, total: posts.length, skip: 0, limit, items, includes } };
  });
  return { ...server, state, space, environment, token };
}

export type FakeContentful = Awaited<ReturnType<typeof startFakeContentful>>;
