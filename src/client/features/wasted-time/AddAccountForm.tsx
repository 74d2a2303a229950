import type { FormEvent } from 'react';
import { RiotIdFields, useRiotIdEntry } from '../../components/RiotIdFields';
import type { FetchBody } from '../../../shared/api/wasted-time';

/** One more Riot ID for the visitor's list: the lookup form's rules, its own labels (the page has both forms). */
export function AddAccountForm({ onAdd, busy }: { onAdd: (body: FetchBody) => Promise<boolean>; busy: boolean }) {
  const entry = useRiotIdEntry();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = entry.read();
    if (!body || busy) return;
    if (await onAdd(body)) entry.clear();
  };

  return (
    // method="dialog": outside a <dialog> a native submit does nothing; this form only calls the API (decision 0040).
    <form method="dialog" onSubmit={(event) => void submit(event)} noValidate aria-label="Add another account">
      <RiotIdFields
        {...entry.fields}
        submitLabel="Add"
        busy={{ loading: busy }}
        labels={{ riotId: 'Another Riot ID', region: 'Its region' }}
        autoFocusInModal
      />
    </form>
  );
}
