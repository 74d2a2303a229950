import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { recordAudit } from '../audit/audit-log';
import { httpError } from '../http/http-error';
import { mount, type HandlerInput } from '../http/mount';
import type { Endpoint, ReplyOf } from '../../shared/api/endpoint';
import { operatorOf } from '../security/operator-request';
import { changesBetween, type Change } from '../../shared/changes';
import { isoTime } from '../../shared/api/envelope';
import { restoredMessage, revisionTag, type RevisionAction, type RevisionEntry, type RevisionHead } from '../../shared/api/revisions';
import type { RevisionEndpoints } from '../../shared/api/revisions.schemas';
import {
  advanceHead,
  insertRevision,
  listRevisions,
  readHead,
  readHeads,
  readRevision,
  startHistory,
  type ResourceRef,
} from './revision-store';
import { staleRevision } from './stale-revision';
import { labelled, type ChangeNamer } from './labelled';

/**
 * What a kind of operator-edited thing tells the module about itself (decision 0032). Features
 * describe; the module versions, compares and sets, records and restores.
 */
export interface ResourceKind<V> extends ChangeNamer {
  kind: string;
  /** For people: 'League of Legends prices', 'banner 2', 'the waste banner'. */
  describe(key: string): string;
  /** The audit row: action `${auditPrefix}.${action}` on `auditTarget(key)`. */
  auditPrefix: string;
  auditTarget(key: string): string;
  /** The value as stored now; null when there is no such resource (404). */
  read(db: Db, key: string): Promise<V | null>;
  write(db: Db, key: string, value: V, actor: string): Promise<void>;
  /**
   * Turns what a write brings (a save's body past its schema, a reset's value, an old value a restore
   * puts back: the game file may have changed) into the value to store; `current` is the stored one,
   * for a body that leaves fields out. Throws httpError to refuse.
   */
  check(key: string, value: unknown, current: V): V;
  /** Refuses (throws httpError) a change that needs a confirmation it did not get: the tenfold price guard. */
  guard?(key: string, before: V, after: V, confirmed: boolean): void;
  /** After the transaction committed: drop cached replies, reload what is served from memory. */
  afterCommit?(key: string): Promise<void>;
}

export interface CommitInput {
  key: string;
  /** As sent: the kind's `check` makes it a value, after the module dropped a `revision` sent back from a read. */
  value: unknown;
  action: RevisionAction;
  /** The revision the write is based on (If-Match); null: whatever is stored (retried if another write wins the race). */
  base: number | null;
  actor: string;
  /** The X-Request-Id of the reply that makes it; null outside a request (tests, the command line). */
  requestId: string | null;
  restoredFrom?: number;
  confirmed?: boolean;
  /** The operator's note on the change (`?note=`), kept with the revision and the audit row. */
  note?: string;
}

/** A write without If-Match that lost the race to a concurrent one: it is tried again on the new head. */
class Overtaken extends Error {}

/**
 * A write whose value equals what is stored: its transaction is rolled back, so it leaves no revision
 * (which would later show another operator a conflict with no change in it) and no audit row.
 */
class Unchanged extends Error {
  /** `written`: found only after the value was written (stored differently than sent): the transaction must go. */
  constructor(
    readonly revision: number,
    readonly written = false,
  ) {
    super('nothing changed');
  }
}

/**
 * `If-Match: "3"` → 3, and so does the ETag of the public read at revision 3 in any encoding
 * (`"3.<hash>-br"`); absent or `*` → null (the route's header schema has refused anything else).
 */
export function baseOf(request: FastifyRequest): number | null {
  const header = request.headers['if-match'];
  const text = Array.isArray(header) ? header[0] : header;
  if (!text || text.trim() === '*') return null;
  return Number.parseInt(text.replace(/"/g, ''), 10);
}

/** A `revision` sent back from a read is not part of the value: If-Match says which revision an edit is based on. */
function withoutRevision(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('revision' in value)) return value;
  const { revision: _revision, ...rest } = value;
  return rest;
}

/** Values as read, each with the revision a write takes back as If-Match; a resource never written counts as revision 1. */
export async function withRevisions<T extends object>(
  db: Db,
  kind: string,
  keyOf: (item: T) => string,
  items: readonly T[],
): Promise<(T & { revision: number })[]> {
  const heads = await readHeads(db, kind, items.map(keyOf));
  return items.map((item) => ({ ...item, revision: heads.get(keyOf(item)) ?? 1 }));
}

export const withRevision = async <T extends object>(db: Db, kind: string, key: string, item: T): Promise<T & { revision: number }> =>
  (await withRevisions(db, kind, () => key, [item]))[0]!;

export function createRevisions(db: Db) {
  async function commitIn<V>(
    trx: Db,
    kind: ResourceKind<V>,
    input: CommitInput,
    at: number,
  ): Promise<{ revision: number; changes: Change[] }> {
    const ref: ResourceRef = { kind: kind.kind, key: input.key };
    {
      const before = await kind.read(trx, input.key);
      if (before === null) throw httpError('NOT_FOUND', `There is no ${kind.describe(input.key)}.`);
      const value = kind.check(input.key, withoutRevision(input.value), before);
      let head = await readHead(trx, ref);
      if (head === null) {
        await startHistory(trx, ref, before, at);
        head = 1;
      }
      const base = input.base ?? head;
      if (base !== head) throw await staleRevision(trx, kind, ref, base, head, before);
      // Nothing to store: found before anything is written, so a write of several values skips this one.
      if (changesBetween(before, value).length === 0) throw new Unchanged(base);
      kind.guard?.(input.key, before, value, input.confirmed === true);
      if (!(await advanceHead(trx, ref, base))) {
        if (input.base === null) throw new Overtaken();
        // Another writer committed while we waited on the row: what it stored is the current value now.
        const current = (await kind.read(trx, input.key)) ?? before;
        throw await staleRevision(trx, kind, ref, base, (await readHead(trx, ref)) ?? head, current);
      }
      const { actor, requestId } = input;
      await kind.write(trx, input.key, value, actor);
      const after = (await kind.read(trx, input.key)) ?? value;
      const changes = await labelled(trx, kind, input.key, changesBetween(before, after));
      if (changes.length === 0) throw new Unchanged(base, true);
      const revision = base + 1;
      const restoredFrom = input.restoredFrom ?? null;
      const note = input.note?.trim() || null;
      await insertRevision(trx, ref, { revision, value: after, changes, actor, action: input.action, restoredFrom, at, requestId, note });
      await recordAudit(
        trx,
        {
          actor,
          action: `${kind.auditPrefix}.${input.action}`,
          target: kind.auditTarget(input.key),
          detail: { revision, ...(restoredFrom === null ? {} : { restoredFrom }), ...(note === null ? {} : { note }) },
          requestId: requestId ?? undefined,
          changes,
        },
        new Date(at),
      );
      return { revision, changes };
    }
  }

  function commitOnce<V>(kind: ResourceKind<V>, input: CommitInput): Promise<{ revision: number; changes: Change[] }> {
    const at = Date.now();
    return db.transaction().execute((trx) => commitIn(trx, kind, input, at));
  }

  /**
   * All or nothing (the two side banners): a stale (412) or refused value stores none of them. A value
   * equal to what is stored is skipped.
   */
  async function commitAll<V>(kind: ResourceKind<V>, inputs: readonly CommitInput[]): Promise<{ key: string; revision: number }[]> {
    const at = Date.now();
    const stored = await db.transaction().execute(async (trx) => {
      const out: { key: string; revision: number }[] = [];
      for (const input of inputs) {
        try {
          out.push({ key: input.key, revision: (await commitIn(trx, kind, input, at)).revision });
        } catch (error) {
          if (!(error instanceof Unchanged) || error.written) throw error;
        }
      }
      return out;
    });
    for (const { key } of stored) await kind.afterCommit?.(key);
    return stored;
  }

  /** A value equal to the stored one stores nothing and answers the same revision with no changes. */
  async function commit<V>(kind: ResourceKind<V>, input: CommitInput): Promise<{ revision: number; changes: Change[] }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await commitOnce(kind, input);
        await kind.afterCommit?.(input.key);
        return result;
      } catch (error) {
        if (error instanceof Unchanged) return { revision: error.revision, changes: [] };
        if (!(error instanceof Overtaken) || attempt >= 4)
          throw error instanceof Overtaken ? httpError('INTERNAL_ERROR', 'Too many saves at once; try again.') : error;
      }
    }
  }

  function save<V>(
    kind: ResourceKind<V>,
    key: string,
    value: unknown,
    request: FastifyRequest,
    options: Pick<CommitInput, 'confirmed' | 'note' | 'restoredFrom'> & { action?: RevisionAction } = {},
  ) {
    const { action = 'save', ...rest } = options;
    return commit(kind, { key, value, action, base: baseOf(request), actor: operatorOf(request).username, requestId: request.id, ...rest });
  }

  /** Newest first; a resource never written since revisions were kept shows its value as revision 1. */
  async function history<V>(kind: ResourceKind<V>, key: string, limit = 100): Promise<RevisionEntry[]> {
    const current = await kind.read(db, key);
    if (current === null) throw httpError('NOT_FOUND', `There is no ${kind.describe(key)}.`);
    const list = await listRevisions(db, { kind: kind.kind, key }, limit);
    if (list.length > 0) return list.map((entry) => ({ ...entry, at: isoTime(entry.at) }));
    return [
      {
        revision: 1,
        at: null,
        actor: 'system',
        action: 'save',
        restoredFrom: null,
        changes: [],
        value: current,
        requestId: null,
        note: null,
      },
    ];
  }

  async function head<V>(kind: ResourceKind<V>, key: string): Promise<RevisionHead> {
    if ((await kind.read(db, key)) === null) throw httpError('NOT_FOUND', `There is no ${kind.describe(key)}.`);
    const ref = { kind: kind.kind, key };
    const revision = await readHead(db, ref);
    const entry = revision === null ? null : await readRevision(db, ref, revision);
    if (!entry) return { revision: 1, at: null, actor: 'system', note: null };
    return { revision: entry.revision, at: isoTime(entry.at), actor: entry.actor, note: entry.note };
  }

  async function restore<V>(
    kind: ResourceKind<V>,
    key: string,
    revision: number,
    request: FastifyRequest,
    confirmed: boolean,
    note?: string,
  ) {
    const ref = { kind: kind.kind, key };
    const old =
      (await readRevision(db, ref, revision)) ??
      (revision === 1 && (await readHead(db, ref)) === null ? { value: await kind.read(db, key) } : null);
    if (!old || old.value === null) throw httpError('NOT_FOUND', `${kind.describe(key)} has no revision ${revision}.`);
    const result = await save(kind, key, old.value, request, { action: 'restore', restoredFrom: revision, confirmed, note });
    return { message: restoredMessage(kind.describe(key), result.revision, revision), revision: result.revision };
  }

  return { commit, commitAll, save, history, head, restore };
}

export type Revisions = ReturnType<typeof createRevisions>;

/**
 * Mounts GET <write path>: the value as stored (never from the read cache) with `ETag: "<revision>"`,
 * which the next write sends back as If-Match; If-None-Match answers 304 while it holds.
 */
export function mountStoredValue<E extends Endpoint>(
  scope: FastifyInstance,
  endpoint: E,
  read: (input: HandlerInput<E>) => Promise<ReplyOf<E> & { revision: number }>,
): void {
  mount(scope, endpoint, async (input) => {
    const value = await read(input);
    const tag = revisionTag(value.revision);
    void input.reply.header('ETag', tag).header('Cache-Control', 'no-cache');
    if (input.request.headers['if-none-match'] === tag) void input.reply.code(304).send();
    return value;
  });
}

export function mountRevisionRoutes<V>(
  scope: FastifyInstance,
  revisions: Revisions,
  kind: ResourceKind<V>,
  endpoints: RevisionEndpoints,
  keyOf: (params: Record<string, string | number>) => string | Promise<string>,
): void {
  const keyFrom = (params: object) => keyOf(params as Record<string, string | number>);
  mount(scope, endpoints.history, async ({ params, reply }) => {
    const list = await revisions.history(kind, await keyFrom(params));
    void reply.header('ETag', revisionTag(list[0]!.revision));
    return { revisions: list };
  });
  mountStoredValue(scope, endpoints.head, async ({ params }) => revisions.head(kind, await keyFrom(params)));
  mount(scope, endpoints.restore, async ({ params, query, request }) =>
    revisions.restore(kind, await keyFrom(params), params.revision, request, query?.confirm === 'price-jump', query?.note),
  );
}
