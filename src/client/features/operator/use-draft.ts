import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { withLabels } from '../../../shared/change-labels';
import { changesBetween, mergeOnto, overlapsBetween, type Change, type Overlap } from '../../../shared/changes';
import { ApiError } from '../../lib/api-client';
import type { RevisionHead } from '../../../shared/api/revisions';
import { sameValue } from './same-value';

export interface DraftOptions<S, T> {
  /** SWR key of the stored value (an endpoint's href): every reader of it shares one entry. */
  key: string;
  /** Reads the stored value again (after a save, or when a save met another operator's). */
  fetcher: () => Promise<S>;
  /** The stored value the page already has (the dashboard's reply): shown without a request. */
  initial?: S;
  /** What the form edits, taken from the stored value (the identity unless a section says otherwise). */
  draftOf?: (stored: S) => T;
  /** Equality that ignores what is not an edit (key order, spacing); deep equality by default. */
  same?: (a: T, b: T) => boolean;
  /**
   * Sends the draft. `base` is the stored value it was edited from: its revision goes in If-Match.
   * Throws to refuse. Returns the stored value when the reply carries it (else it is read again).
   */
  send: (draft: T, base: S) => Promise<S | void>;
  /** A failed read of the stored value, instead of the app's toast. */
  onError?: (error: unknown) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Names a change's field in the form's words (as the server labels what it records); the path otherwise. */
  label?: (change: Change) => string;
  /**
   * Who saved the current revision (the write path's `revisions/head`): read once, then every few
   * seconds while there are unsaved edits, so an open editor learns of another operator's save.
   */
  head?: { fetcher: () => Promise<RevisionHead>; revisionOf: (stored: S) => number };
}

/** How often an editor holding unsaved edits asks whether someone else saved (a 304 while nobody did). */
const HEAD_POLL_MS = 5000;

/** Another operator saved first: what they changed and what the draft changes, both against the draft's base. */
export interface Conflict<S> {
  message: string;
  theirs: Change[];
  mine: Change[];
  /** The fields both changed, each its own way: the operator picks theirs or mine for each before applying. */
  overlaps: Overlap[];
  current: S;
}

interface Edit<S, T> {
  value: T;
  base: S;
}

/** Fields the server keeps for itself (which revision, when, by whom) are nobody's edit. */
const BOOKKEEPING = /\/(revision|updatedAt|updated_at|updated_by)$/;
const edits = (before: unknown, after: unknown, label?: (change: Change) => string): Change[] =>
  withLabels(
    changesBetween(before, after).filter((c) => !BOOKKEEPING.test(c.path)),
    label,
  );

const identity = <S, T>(stored: S) => stored as unknown as T;

/**
 * One operator draft (decision 0032): the edits kept apart with the stored value they started from.
 * A save refused as stale (412 STALE_REVISION) keeps the edits and offers the conflict: keep theirs,
 * or apply mine on top (the same changes onto the current value, saved against its revision).
 */
export function useDraft<S, T = S>({
  key,
  fetcher,
  initial,
  draftOf = identity,
  same = sameValue,
  send,
  onDirtyChange,
  onError,
  label,
  head: watch,
}: DraftOptions<S, T>) {
  const { data: stored, mutate } = useSWR<S>(key, fetcher, {
    fallbackData: initial,
    revalidateOnMount: initial === undefined,
    revalidateIfStale: false,
    ...(onError && { onError }),
  });
  const [edit, setEdit] = useState<Edit<S, T> | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict<S> | null>(null);
  const dirty = edit !== null && !same(edit.value, draftOf(edit.base));

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const { data: head } = useSWR<RevisionHead>(watch ? `${key}#head` : null, () => watch!.fetcher(), {
    refreshInterval: dirty ? HEAD_POLL_MS : 0,
    // The head is one small read: an operator back at the tab learns of another save at once.
    revalidateOnFocus: true,
    focusThrottleInterval: 0,
    onError: () => undefined,
  });
  const shown = dirty ? edit.base : stored;
  const newer = head !== undefined && shown !== undefined && watch !== undefined && head.revision > watch.revisionOf(shown);
  // Nothing unsaved: the form simply follows the newer value. Unsaved edits stay, and `savedMeanwhile` says so.
  useEffect(() => {
    if (newer && !dirty) void mutate();
  }, [newer, dirty, mutate]);

  const value: T | undefined = dirty ? edit.value : stored === undefined ? undefined : draftOf(stored);

  const change = (next: T) => {
    if (stored === undefined) return;
    setEdit((current) => ({ value: next, base: current && !same(current.value, draftOf(current.base)) ? current.base : stored }));
  };

  const offerConflict = (failure: ApiError, base: S, intended: T, fresh: S) => {
    const theirs = edits(draftOf(base), draftOf(fresh), label);
    const mine = edits(draftOf(base), intended, label);
    setConflict({ message: failure.message, theirs, mine, overlaps: overlapsBetween(theirs, mine), current: fresh });
  };

  const saveEdit = async (attempt: Edit<S, T>): Promise<boolean> => {
    setSaving(true);
    try {
      const reply = await send(attempt.value, attempt.base);
      await (reply === undefined ? mutate() : mutate(reply, { revalidate: false }));
      setEdit(null);
      setConflict(null);
      return true;
    } catch (failure) {
      const fresh = await mutate().catch(() => undefined);
      if (failure instanceof ApiError && failure.code === 'STALE_REVISION' && fresh !== undefined) {
        offerConflict(failure, attempt.base, attempt.value, fresh);
      } else if (fresh !== undefined && !(failure instanceof ApiError && failure.code === 'PRICE_JUMP')) {
        // Parts of a save may have gone through (one banner of two): edit on from what is stored now.
        setEdit({ value: attempt.value, base: fresh });
      }
      throw failure;
    } finally {
      setSaving(false);
    }
  };

  return {
    stored,
    head,
    /** Another operator's save made while these edits were unsaved: who, which revision, when. */
    savedMeanwhile: newer && dirty ? head : null,
    value,
    dirty,
    saving,
    conflict,
    change,
    /**
     * Sends the edits (or `value`, what a form submitted, even unchanged); resolves false when there
     * was nothing to send. Rejects with the refusal (after recording a conflict).
     */
    save: async (value?: T): Promise<boolean> => {
      if (value !== undefined && stored !== undefined) return saveEdit({ value, base: dirty ? edit.base : stored });
      return dirty ? saveEdit(edit) : false;
    },
    /** Drops the edits (and a conflict): the stored value shows again. "Keep theirs". */
    discard: () => {
      setEdit(null);
      setConflict(null);
    },
    /**
     * A write other than a save (Reset to defaults, Restore): refused as stale (412), it opens the same
     * conflict panel, whose "Apply mine on top" saves the write's changes onto theirs. Rejects with the refusal.
     */
    write: async (run: () => Promise<unknown>, intended: T): Promise<void> => {
      const base = stored;
      try {
        await run();
        setEdit(null);
        setConflict(null);
        await mutate();
      } catch (failure) {
        const fresh = await mutate().catch(() => undefined);
        if (failure instanceof ApiError && failure.code === 'STALE_REVISION' && fresh !== undefined && base !== undefined)
          offerConflict(failure, base, intended, fresh);
        throw failure;
      }
    },
    /** "Load their version": drops the edits and reads what is stored now. */
    loadTheirs: () => {
      setEdit(null);
      setConflict(null);
      void mutate();
    },
    /**
     * "Apply mine on top": the operator's changes put onto the current value row by row, saved based on
     * its revision. `keepMine` answers, for each field both changed, whose value stays.
     */
    applyMineOnTop: async (keepMine: (field: string) => boolean = () => true): Promise<boolean> => {
      if (!conflict) return false;
      const merged = mergeOnto(draftOf(conflict.current), conflict.theirs, conflict.mine, keepMine);
      const next = { value: merged, base: conflict.current };
      setEdit(next);
      setConflict(null);
      return saveEdit(next);
    },
    /** Re-reads the stored value (after an action that changes it elsewhere: reset, restore). */
    refresh: () => mutate(),
  };
}
