import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type ConfigFormComponent from './ConfigForm';
import { Button, Center, Group, Loader, Text, TextInput } from '@mantine/core';
import { useInputState } from '@mantine/hooks';
import { generatePath } from 'react-router';
import { paths } from '../../../shared/paths';
import { toast } from 'react-toastify/unstyled';
import type { DashboardGame } from '../../../shared/api/dashboard';
import { href } from '../../../shared/api/endpoint';
import {
  calculatorConfig,
  calculatorRevisions,
  resetCalculatorConfig,
  saveCalculatorConfig,
  type ServedConfig,
} from '../../../shared/api/calculators';
import { CONFIRM_PRICE_JUMP, NOTE_MAX, revisionsOf } from '../../../shared/api/revisions';
import type { GameConfig } from '../../../engine/game-types';
import { priceWarnings, priceWarningText, priceWarningTitle, type PriceWarnings } from '../../../shared/price-jumps';
import { ApiError, callApi, errorText } from '../../lib/api-client';
import { gameRegistry } from '../../lib/game-registry';
import { ConfirmModal } from './ConfirmModal';
import { DraftConflict, SavedMeanwhile, isConflict } from './ConflictPanel';
import { changeLabel, withLabels } from '../../../shared/change-labels';
import { changesBetween, type Change } from '../../../shared/changes';
import { ChangeList } from './ChangeList';
import { DashboardSection } from './DashboardSection';
import { PricePreview } from './PricePreview';
import { RevisionHistory } from './RevisionHistory';
import { editableConfig } from './operator-api';
import { formatUpdatedAt } from './format-date';
import { ifMatch } from './revision-call';
import { useDraft } from './use-draft';

let loadedForm: typeof ConfigFormComponent | undefined;
/**
 * rjsf and ajv are heavy, so the price form loads only on the dashboard. The dashboard opened at one
 * game waits for it, so that game's section is drawn whole rather than pushing the sections below it down.
 */
export const loadConfigForm = () => import('./ConfigForm').then((module) => (loadedForm = module.default));
const LazyConfigForm = lazy(() => import('./ConfigForm'));

interface Props {
  game: DashboardGame;
  /** The stored config; undefined when the server sent none (the defaults apply). */
  config: ServedConfig | undefined;
  onDirtyChange: (key: string, dirty: boolean) => void;
  /** Open and scrolled to on arrival (the page's address names this game: /dashboard/prices/<id>). */
  opened?: boolean;
}

type Config = Record<string, unknown>;

/** 'Last updated 28 Nov 2026, 13:56 by alice': the header says who saved last, once the head is known. */
const savedBy = (updated: string, head: { actor: string } | undefined) =>
  head && head.actor !== 'system' && updated.startsWith('Last updated') ? `${updated} by ${head.actor}` : updated;

export function GameConfigSection({ game, config, onDirtyChange, opened = false }: Props) {
  // Chosen once per section: a form already loaded is drawn at once, without a Suspense round.
  const [ConfigForm] = useState(() => loadedForm ?? LazyConfigForm);
  const definition = gameRegistry.byId(game.id);
  const [busy, setBusy] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [jump, setJump] = useState<{ text: string; warnings: PriceWarnings | null; value: Config } | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [defaultsOpen, setDefaultsOpen] = useState(false);
  const confirmed = useRef(false);
  // Why the change is made: sent with the save as ?note=, kept with the revision (history, activity).
  const [note, setNote] = useInputState('');
  const onDirty = useCallback((dirty: boolean) => onDirtyChange(`game:${game.id}`, dirty), [game.id, onDirtyChange]);

  const labelOf = useCallback((change: Change) => changeLabel(game.configSchema, change), [game.configSchema]);
  const draft = useDraft<ServedConfig, Config>({
    key: href(calculatorConfig(game.api)),
    fetcher: () => callApi(calculatorConfig(game.api)),
    initial: config ?? ({ ...game.defaults, updatedAt: null, revision: 1 } as ServedConfig),
    draftOf: editableConfig,
    send: async (body, base) => {
      const query = { ...(confirmed.current ? CONFIRM_PRICE_JUMP : {}), ...(note.trim() ? { note: note.trim() } : {}) };
      toast.success(await callApi(saveCalculatorConfig(game.api), { body, headers: ifMatch(base.revision), query }));
      setNote('');
    },
    onDirtyChange: onDirty,
    label: labelOf,
    head: { fetcher: () => callApi(calculatorRevisions(game.api).head), revisionOf: (served) => served.revision },
  });
  const stored = draft.stored ? editableConfig(draft.stored) : editableConfig(game.defaults);

  const save = async (value: Config, sure = false) => {
    const warnings = definition && !sure ? priceWarnings(definition, stored as GameConfig, value as GameConfig) : null;
    if (warnings) return setJump({ text: priceWarningText(warnings), warnings, value });
    confirmed.current = sure;
    try {
      await draft.save(value);
    } catch (error) {
      // The server holds the same guard: a game file newer than this page may disagree with its preview.
      if (error instanceof ApiError && error.code === 'PRICE_JUMP') setJump({ text: error.message, warnings: null, value });
      else if (!isConflict(error)) toast.error(errorText(error));
    } finally {
      confirmed.current = false;
    }
  };

  const reset = async () => {
    setConfirmReset(false);
    setBusy(true);
    try {
      const resetting = async () =>
        toast.success(await callApi(resetCalculatorConfig(game.api), { body: {}, headers: ifMatch(draft.stored?.revision ?? 1) }));
      // A stale reset opens the conflict panel as a stale save does: the defaults are "mine".
      await draft.write(resetting, editableConfig(game.defaults));
    } catch (error) {
      if (!isConflict(error)) toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const disabled = busy || draft.saving;
  return (
    <DashboardSection
      title={game.name}
      defaultOpen={opened}
      scrollIntoView={opened}
      permalink={generatePath(paths.dashboardPrices, { gameId: game.id })}
      subtitle={savedBy(formatUpdatedAt(draft.stored?.updatedAt), draft.head)}
      dirty={draft.dirty}
    >
      <SavedMeanwhile draft={draft} />
      <DraftConflict draft={draft} onError={toast.error} />
      <Suspense
        fallback={
          <Center py="md">
            <Loader size="sm" role="status" aria-label="Loading the editor" />
          </Center>
        }
      >
        <ConfigForm
          schema={game.configSchema}
          defaults={game.defaults}
          formData={draft.value ?? stored}
          onChange={draft.change}
          onSubmit={(value) => void save(value)}
          onInvalid={(problem) => toast.error(`${problem} Fix the highlighted fields and save again.`)}
          disabled={disabled}
        >
          {definition && <PricePreview game={definition} stored={stored as GameConfig} edited={(draft.value ?? stored) as GameConfig} />}
          <TextInput
            mt="md"
            label="Note (optional)"
            description={`Why you change these prices, kept in the history (up to ${NOTE_MAX} characters).`}
            maxLength={NOTE_MAX}
            value={note}
            onChange={setNote}
            disabled={disabled}
          />
          <Group justify="space-between" mt="md">
            <Group gap="xs">
              <Button variant="subtle" color="red" onClick={() => setConfirmReset(true)} disabled={disabled}>
                Reset to defaults
              </Button>
              <Button variant="default" onClick={() => setDefaultsOpen((open) => !open)} aria-expanded={defaultsOpen}>
                Compare with defaults
              </Button>
              <Button variant="default" onClick={() => setHistoryOpen((open) => !open)} aria-expanded={historyOpen}>
                History
              </Button>
            </Group>
            <Group gap="xs">
              {/* A save that changes nothing would store nothing (decision 0045): say so instead of offering it. */}
              {draft.dirty ? null : (
                <Text size="sm" c="dimmed" role="status">
                  No changes to save
                </Text>
              )}
              <Button type="submit" loading={disabled} disabled={!draft.dirty}>
                Save Changes
              </Button>
            </Group>
          </Group>
        </ConfigForm>
      </Suspense>
      {defaultsOpen && (
        <section aria-label="Differences from the defaults">
          <Text fw={600} size="sm" mb={4}>
            The stored prices against the game file's defaults
          </Text>
          <ChangeList
            changes={withLabels(changesBetween(editableConfig(game.defaults), stored), labelOf)}
            label="Differences from the defaults"
          />
        </section>
      )}
      {historyOpen && (
        <RevisionHistory
          revisions={revisionsOf(calculatorRevisions(game.api), {})}
          onRestored={() => void draft.refresh()}
          label={labelOf}
          write={(restoring, value) => draft.write(restoring, editableConfig(value as Config))}
        />
      )}
      <ConfirmModal
        opened={confirmReset}
        title={`Reset ${game.name} prices?`}
        cancelLabel="Cancel"
        confirmLabel="Reset to defaults"
        onCancel={() => setConfirmReset(false)}
        onConfirm={reset}
      >
        Every multiplier, list and amount of {game.name} goes back to its default, and visitors get the default prices at once. Unsaved
        edits in this section are discarded.
      </ConfirmModal>
      <ConfirmModal
        opened={jump !== null}
        title={priceWarningTitle(jump?.warnings ?? null)}
        cancelLabel="Cancel"
        confirmLabel="Save anyway"
        onCancel={() => setJump(null)}
        onConfirm={() => {
          const value = jump?.value;
          setJump(null);
          if (value) void save(value, true);
        }}
      >
        {jump?.text} Visitors see the new prices at once.
      </ConfirmModal>
    </DashboardSection>
  );
}
