import { useState, type FormEvent } from 'react';
import { DEFAULT_REGION, type RegionCode } from '../../../shared/api/lol-regions';
import { RiotIdFields } from '../../components/RiotIdFields';
import type { FetchBody } from '../../../shared/api/wasted-time';
import { riotIdProblem, splitRiotId } from '../../lib/riot-id';

/** One more Riot ID for the visitor's list: the lookup form's rules, its own labels (the page has both forms). */
export function AddAccountForm({ onAdd, busy }: { onAdd: (body: FetchBody) => Promise<boolean>; busy: boolean }) {
  const [input, setInput] = useState('');
  const [region, setRegion] = useState<RegionCode>(DEFAULT_REGION);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = riotIdProblem(input);
    setProblem(refused);
    if (refused || busy) return;
    if (await onAdd({ ...splitRiotId(input)!, region })) setInput('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add another account">
      <RiotIdFields
        riotId={input}
        onRiotId={setInput}
        region={region}
        onRegion={setRegion}
        problem={problem}
        submitLabel="Add"
        busy={{ loading: busy }}
        labels={{ riotId: 'Another Riot ID', region: 'Its region' }}
        autoFocusInModal
      />
    </form>
  );
}
