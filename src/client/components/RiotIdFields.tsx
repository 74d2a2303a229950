import { useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { DEFAULT_REGION, REGIONS, type RegionCode } from '../../shared/api/lol-regions';
import type { FetchBody } from '../../shared/api/wasted-time';
import { riotIdProblem, splitRiotId } from '../lib/riot-id';

export interface RiotIdFieldsProps {
  riotId: string;
  onRiotId: (value: string) => void;
  region: RegionCode;
  onRegion: (region: RegionCode) => void;
  /** Why the typed Riot ID was refused; said under the input and announced. */
  problem: string | null;
  submitLabel: string;
  /** The request runs: `disabled` greys the button, `loading` also spins in it. */
  busy: { disabled?: boolean; loading?: boolean };
  labels?: { riotId: string; region: string };
  /** Field names, for a form that also submits natively (GET) before the script takes over. */
  names?: { riotId: string; region: string };
  inputRef?: Ref<HTMLInputElement>;
  /** Mantine's modal focuses the element marked with this. */
  autoFocusInModal?: boolean;
  inputStyle?: CSSProperties;
}

/**
 * Shared by the lookup, 'Add another account' and the calculator's fill. The region list is the
 * browser's own select (decision 0023: nothing to set up at hydration).
 */
export function RiotIdFields(props: RiotIdFieldsProps): ReactNode {
  const { riotId, onRiotId, region, onRegion, problem, submitLabel, busy, labels, names, inputRef, autoFocusInModal } = props;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        ref={inputRef}
        label={labels?.riotId ?? 'Riot ID'}
        name={names?.riotId}
        placeholder="Name#Tag"
        value={riotId}
        onChange={(event) => onRiotId(event.currentTarget.value)}
        // Mantine writes an invalid input and its error in a red too light for text on white (WCAG AA):
        // the typed text keeps the text colour (the red border marks it) and the sentence a darker red.
        styles={{ input: { color: 'var(--mantine-color-text)' } }}
        error={
          problem && (
            <Text component="span" role="alert" c="red.9" fz="inherit">
              {problem}
            </Text>
          )
        }
        style={props.inputStyle ?? { flex: '1 1 14rem' }}
        autoComplete="off"
        spellCheck={false}
        data-autofocus={autoFocusInModal || undefined}
      />
      <NativeSelect
        label={labels?.region ?? 'Region'}
        name={names?.region}
        data={REGIONS}
        value={region}
        onChange={(event) => onRegion(event.currentTarget.value as RegionCode)}
        w={110}
      />
      <Button type="submit" disabled={busy.disabled} loading={busy.loading} mt={25} style={{ flex: '0 0 auto' }}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** `read()` checks the Riot ID by the lookup's rules and answers the request body, or null once the refusal shows. */
export function useRiotIdEntry(start: { riotId?: string; region?: RegionCode; problem?: string | null } = {}) {
  const [riotId, setRiotId] = useState(start.riotId ?? '');
  const [region, setRegion] = useState<RegionCode>(start.region ?? DEFAULT_REGION);
  const [problem, setProblem] = useState<string | null>(start.problem ?? null);
  const read = (): FetchBody | null => {
    const refused = riotIdProblem(riotId);
    setProblem(refused);
    return refused ? null : { ...splitRiotId(riotId)!, region };
  };
  return {
    fields: { riotId, onRiotId: setRiotId, region, onRegion: setRegion, problem },
    read,
    setProblem,
    clear: () => setRiotId(''),
  };
}
