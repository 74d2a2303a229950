import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { DEFAULT_REGION, REGIONS, type RegionCode } from '../../../shared/api/lol-regions';
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
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Another Riot ID"
          placeholder="Name#Tag"
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          error={problem}
          style={{ flex: '1 1 14rem' }}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <NativeSelect
          label="Its region"
          data={REGIONS}
          value={region}
          onChange={(event) => setRegion(event.currentTarget.value as RegionCode)}
          w={110}
        />
        <Button type="submit" loading={busy} mt={25} style={{ flex: '0 0 auto' }}>
          Add
        </Button>
      </Group>
    </form>
  );
}
