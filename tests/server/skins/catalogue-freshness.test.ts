import { describe, expect, it, vi } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogueFreshness } from '../../../src/server/skins/catalogue-freshness';
import { bumpRevision, catalogueVersion, readVersion } from '../../../src/server/skins/repository';
import type { SkinCatalogue } from '../../../src/server/skins/skin-catalogue';
import type { Db } from '../../../src/server/db/database';
import { seededDatabase } from './sync-setup';

/** A catalogue whose index holds `version` until reload() reads the stored one. */
function trackingCatalogue(db: Db, version: string) {
  let current = version;
  const reload = vi.fn(async () => {
    current = catalogueVersion(await readVersion(db));
  });
  return { catalogue: { index: () => ({ version: current }), reload } as unknown as SkinCatalogue, reload };
}

const request = { log: { warn: vi.fn() } } as unknown as FastifyRequest;
const reply = {} as FastifyReply;

describe('catalogue freshness', () => {
  it("with no interval (the operator's routes) reads the stored version on every request", async () => {
    const seeded = await seededDatabase();
    try {
      const { db } = seeded;
      const { catalogue, reload } = trackingCatalogue(db, catalogueVersion(await readVersion(db)));
      const hook = catalogueFreshness(db, catalogue, () => 0, 0);
      await hook.call(undefined as never, request, reply);
      expect(reload).not.toHaveBeenCalled();
      // A sync committed elsewhere a moment ago: the very next request sees it, with no read-cache change.
      await bumpRevision(db, 'next-patch');
      await hook.call(undefined as never, request, reply);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      await seeded.remove();
    }
  });

  it('reloads when the stored sourceHash-revision moved, at once when the read cache saw a change', async () => {
    const seeded = await seededDatabase();
    try {
      const { db } = seeded;
      const { catalogue, reload } = trackingCatalogue(db, catalogueVersion(await readVersion(db)));
      let changes = 0;
      const hook = catalogueFreshness(db, catalogue, () => changes, 60_000);

      await hook.call(undefined as never, request, reply);
      expect(reload).not.toHaveBeenCalled();

      const hash = (await readVersion(db))!.sourceHash;
      await bumpRevision(db, 'next-patch');
      expect(await readVersion(db)).toMatchObject({ sourceHash: hash, patch: 'next-patch' });
      // Within the interval and with no cache change, the stored version is not read again.
      await hook.call(undefined as never, request, reply);
      expect(reload).not.toHaveBeenCalled();

      changes++;
      await hook.call(undefined as never, request, reply);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(catalogue.index().version).toBe(`${hash}-${(await readVersion(db))!.revision}`);
    } finally {
      await seeded.remove();
    }
  });
});
