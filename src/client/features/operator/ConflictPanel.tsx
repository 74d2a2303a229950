import { useState } from 'react';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { fieldText, type Overlap } from '../../../shared/changes';
import type { Conflict } from './use-draft';
import type { RevisionHead } from '../../../shared/api/revisions';
import { revisionTime } from './revision-call';
import { ApiError, errorText } from '../../lib/api-client';
import { ChangeList, changeValue } from './ChangeList';

interface Props {
  conflict: Conflict<unknown>;
  busy: boolean;
  onKeepTheirs: () => void;
  /** Applies the operator's changes on top; `keepMine(field)` for each field both changed. */
  onApplyMine: (keepMine: (field: string) => boolean) => void;
}

type Pick = 'theirs' | 'mine';

const overlapName = (overlap: Overlap) => overlap.mine[0]?.label ?? overlap.theirs[0]?.label ?? fieldText(overlap.field);
const ends = (changes: Overlap['mine']) => changes.map((c) => changeValue(c.after, 'after' in c)).join('; ');

/**
 * A save refused because another operator saved first (412). "Apply mine on top" merges row by row;
 * a field both changed is applied only once the operator has picked a side. Never a silent
 * overwrite (decisions 0032 and 0046).
 */
export function ConflictPanel({ conflict, busy, onKeepTheirs, onApplyMine }: Props) {
  const [picks, setPicks] = useState<Record<string, Pick>>({});
  const unpicked = conflict.overlaps.filter((o) => picks[o.field] === undefined).length;
  return (
    <Alert color="orange" variant="light" title="Someone else saved first" role="alert">
      <Stack gap="sm">
        <div>{conflict.message}</div>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <div>
            <Title order={3} fz="sm" mb={4}>
              Their changes
            </Title>
            <ChangeList changes={conflict.theirs} label="Their changes" />
          </div>
          <div>
            <Title order={3} fz="sm" mb={4}>
              Your unsaved changes
            </Title>
            <ChangeList changes={conflict.mine} label="Your unsaved changes" />
          </div>
        </SimpleGrid>
        {conflict.overlaps.length > 0 ? (
          <div>
            <Title order={3} fz="sm" mb={4}>
              Changed by both of you
            </Title>
            <Text size="sm" mb={4}>
              Pick whose value stays for each; everything else is merged row by row.
            </Text>
            <Table aria-label="Changed by both of you" fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Keep</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {conflict.overlaps.map((overlap) => (
                  <Table.Tr key={overlap.field}>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{overlapName(overlap)}</Table.Td>
                    <Table.Td>
                      <Radio.Group
                        aria-label={`Keep for ${overlapName(overlap)}`}
                        value={picks[overlap.field] ?? null}
                        onChange={(value) => setPicks((p) => ({ ...p, [overlap.field]: value as Pick }))}
                      >
                        <Stack gap={4}>
                          <Radio value="theirs" label={`Theirs: ${ends(overlap.theirs)}`} />
                          <Radio value="mine" label={`Mine: ${ends(overlap.mine)}`} />
                        </Stack>
                      </Radio.Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        ) : null}
        <Group gap="sm">
          <Button variant="default" onClick={onKeepTheirs} disabled={busy}>
            Keep theirs
          </Button>
          <Button onClick={() => onApplyMine((field) => picks[field] === 'mine')} loading={busy} disabled={unpicked > 0}>
            Apply mine on top
          </Button>
          {unpicked > 0 ? (
            <Text size="sm">{`Pick theirs or yours for ${unpicked === 1 ? 'the field' : `the ${unpicked} fields`} both changed first.`}</Text>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}

/** A refusal the conflict panel already shows (412 STALE_REVISION): no toast repeats it. */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.code === 'STALE_REVISION';

export const reportUnlessConflict = (say: (message: string) => void) => (error: unknown) => {
  if (!isConflict(error)) say(errorText(error));
};

interface DraftConflictProps {
  draft: {
    conflict: Conflict<unknown> | null;
    saving: boolean;
    discard: () => void;
    applyMineOnTop: (keepMine: (field: string) => boolean) => Promise<unknown>;
  };
  /** Tells the operator why "Apply mine on top" failed (a new conflict shows in the panel instead). */
  onError: (message: string) => void;
}

export function DraftConflict({ draft, onError }: DraftConflictProps) {
  if (!draft.conflict) return null;
  const applyMine = (keepMine: (field: string) => boolean) => void draft.applyMineOnTop(keepMine).catch(reportUnlessConflict(onError));
  // A new conflict starts with nothing picked.
  return (
    <ConflictPanel
      key={draft.conflict.message}
      conflict={draft.conflict}
      busy={draft.saving}
      onKeepTheirs={draft.discard}
      onApplyMine={applyMine}
    />
  );
}

interface SavedMeanwhileProps {
  draft: { savedMeanwhile: RevisionHead | null | undefined; conflict: unknown; loadTheirs: () => void };
}

/** Another operator saved while this editor held unsaved edits: the edits stay, and a save then shows both sides. */
export function SavedMeanwhile({ draft }: SavedMeanwhileProps) {
  const head = draft.savedMeanwhile;
  if (!head || draft.conflict) return null;
  return (
    <Alert color="blue" variant="light" title="Saved by someone else meanwhile" role="status" mb="sm">
      <Stack gap="xs">
        <Text size="sm">
          {`${head.actor} saved revision ${head.revision} (${revisionTime(head.at)}) while you were editing. Your edits are kept: Save shows their changes beside yours to merge, or load their version.`}
        </Text>
        {head.note ? <Text size="sm" fs="italic">{`Note: ${head.note}`}</Text> : null}
        <Group>
          <Button variant="default" size="xs" onClick={draft.loadTheirs}>
            Load their version
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
