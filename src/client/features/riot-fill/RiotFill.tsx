import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Group, Loader, Paper, Text } from '@mantine/core';
import type { GameDefinition } from '../../../engine/game-types';
import type { RiotProfileReply } from '../../../shared/api/riot-profile';
import { fillSummary, listed, type FillSummary } from './fill-summary';
import { ScriptButton } from '../../components/ScriptButton';

// The form, its region list and its rules load only when a visitor opens it: the landing page stays light.
const RiotFillForm = lazy(() => import('./RiotFillForm'));

export interface RiotFillProps {
  game: Pick<GameDefinition, 'inputs' | 'profileFill'>;
  /** Sets the inputs through the calculator's form state and prices them; returns what the form took. */
  onFill: (inputs: Readonly<Record<string, number | string>>) => Record<string, number | string>;
  /** "my collection", as a link that fills the Skins counts (composed by the app). */
  skinsLink?: ReactNode;
}

function SummaryLine({ summary, name, skinsLink }: { summary: FillSummary; name: string; skinsLink?: ReactNode }) {
  const { filled, lowerBound, remaining } = summary;
  const floor = lowerBound ? ` (${lowerBound} counts the champions played on the account: owned ones never played are missing)` : '';
  return (
    <Text size="sm" mt="xs">
      {`Filled from Riot for ${name}: ${listed(filled)}${floor}.`}
      {remaining.length > 0 && (
        <>
          {` Riot does not share the rest: enter ${listed(remaining)} yourself`}
          {skinsLink ? <>, or fill Skins from {skinsLink}.</> : '.'}
        </>
      )}
    </Text>
  );
}

/**
 * A disclosure: Escape or a fill closes the form (its own chunk) and gives focus back to the button;
 * the line saying what came from Riot is announced as it changes.
 */
export function RiotFill({ game, onFill, skinsLink }: RiotFillProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ summary: FillSummary; name: string } | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useId();

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const filled = (profile: RiotProfileReply) => {
    setDone({ summary: fillSummary(game, onFill(profile.calculatorInputs)), name: `${profile.gameName}#${profile.tagLine}` });
    close();
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm">Read Level, Rank and Champions from your Riot ID.</Text>
        <ScriptButton
          ref={toggle}
          size="xs"
          variant="outline"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => (open ? close() : setOpen(true))}
        >
          Fill from Riot ID
        </ScriptButton>
      </Group>
      <div id={panel}>
        {open && (
          <Box mt="sm">
            <Suspense fallback={<Loader size="sm" aria-label="Loading the Riot ID form" />}>
              <RiotFillForm onFilled={filled} onClose={close} skinsLink={skinsLink} />
            </Suspense>
          </Box>
        )}
      </div>
      <div role="status">{done && <SummaryLine summary={done.summary} name={done.name} skinsLink={skinsLink} />}</div>
    </Paper>
  );
}
