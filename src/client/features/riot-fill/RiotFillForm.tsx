import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { RiotIdFields, useRiotIdEntry } from '../../components/RiotIdFields';
import { riotProfile, type RiotProfileReply } from '../../../shared/api/riot-profile';
import { callApi, errorText } from '../../lib/api-client';

export interface RiotFillFormProps {
  onFilled: (profile: RiotProfileReply) => void;
  onClose: () => void;
  skinsLink?: ReactNode;
}

/** The input has focus when the form opens; a refusal is said under it and announced. */
export default function RiotFillForm({ onFilled, onClose, skinsLink }: RiotFillFormProps) {
  const entry = useRiotIdEntry();
  const [loading, setLoading] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const body = entry.read();
    if (!body) return;
    setLoading(true);
    try {
      onFilled(await callApi(riotProfile, { body }));
    } catch (error) {
      entry.setProblem(errorText(error));
      setLoading(false);
    }
  };

  return (
    // method="dialog": outside a <dialog> a native submit does nothing; this form only calls the API (decision 0040).
    <form
      method="dialog"
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      noValidate
      aria-label="Fill from Riot ID"
    >
      <Stack gap="xs">
        <RiotIdFields
          inputRef={field}
          {...entry.fields}
          submitLabel="Fill"
          busy={{ disabled: loading }}
          inputStyle={{ flex: '1 1 12rem' }}
        />
        <Group gap="xs" mih={24} aria-live="polite">
          {loading && (
            <>
              <Loader size="xs" />
              <Text size="sm">Fetching Account Data...</Text>
            </>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Riot shares an account&apos;s level, Solo/Duo rank and the champions played on it. Owned skins, champions never played, Blue
          Essence and Riot Points are not available to third parties: enter them yourself
          {skinsLink ? <>, or fill Skins from {skinsLink}.</> : '.'}
        </Text>
      </Stack>
    </form>
  );
}
