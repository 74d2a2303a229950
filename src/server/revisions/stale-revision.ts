import type { Db } from '../db/database';
import { httpError, type HttpError } from '../http/http-error';
import { changesBetween } from '../../shared/changes';
import { readRevision, type ResourceRef } from './revision-store';
import { labelled, type ChangeNamer } from './labelled';

const when = (at: number) =>
  new Date(at).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }) + ' UTC';

/**
 * The 412 of a write based on revision `base` while `head` is stored: a sentence naming who saved
 * and when, the stored value with its revision, and what changed since the caller's base.
 */
export async function staleRevision(
  db: Db,
  kind: { describe(key: string): string } & ChangeNamer,
  ref: ResourceRef,
  base: number,
  head: number,
  current: unknown,
): Promise<HttpError> {
  const [latest, since] = await Promise.all([readRevision(db, ref, head), readRevision(db, ref, base)]);
  const who = latest
    ? `${latest.actor} saved ${kind.describe(ref.key)} at ${when(latest.at)} (revision ${head})`
    : `${kind.describe(ref.key)} is at revision ${head}`;
  const message = `${who}; your edit was based on revision ${base}. Nothing was stored: review their changes, then keep theirs or apply yours on top.`;
  return httpError(
    'STALE_REVISION',
    message,
    {},
    {
      current: { revision: head, value: current },
      changes: await labelled(db, kind, ref.key, changesBetween(since?.value ?? null, current)),
    },
  );
}
