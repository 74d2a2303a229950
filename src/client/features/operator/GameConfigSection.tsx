import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Center, Group, Loader } from '@mantine/core';
import { toast } from 'react-toastify';
import type { DashboardGame } from '../../../shared/api/dashboard';
import { calculatorConfig, resetCalculatorConfig, saveCalculatorConfig, type ServedConfig } from '../../../shared/api/calculators';
import { callApi } from '../../lib/api-client';
import { DashboardSection } from './DashboardSection';
import { ResetConfigModal } from './ResetConfigModal';
import { editableConfig, errorText } from './operator-api';
import { formatUpdatedAt } from './format-date';
import { sameValue } from './same-value';

const ConfigForm = lazy(() => import('./ConfigForm'));

interface Props {
  game: DashboardGame;
  /** The stored config; undefined when the server sent none (the defaults apply). */
  config: ServedConfig | undefined;
  /** Tells the page whether this section holds unsaved edits (under the given key). */
  onDirtyChange: (key: string, dirty: boolean) => void;
}

/** One game's price settings: a generated form, Save Changes, Reset to defaults. */
export function GameConfigSection({ game, config, onDirtyChange }: Props) {
  const [saved, setSaved] = useState(() => editableConfig(config ?? game.defaults));
  const [draft, setDraft] = useState(saved);
  const [updatedAt, setUpdatedAt] = useState(config?.updatedAt ?? null);
  const [busy, setBusy] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const dirty = !sameValue(draft, saved);

  useEffect(() => onDirtyChange(`game:${game.id}`, dirty), [dirty, game.id, onDirtyChange]);

  // After a save or reset, take what visitors are now served as the new starting point.
  const reload = async (fallback: Record<string, unknown>) => {
    try {
      const fresh = await callApi(calculatorConfig(game.api));
      const editable = editableConfig(fresh);
      setSaved(editable);
      setDraft(editable);
      setUpdatedAt(fresh.updatedAt ?? null);
    } catch {
      setSaved(fallback);
      setDraft(fallback);
    }
  };

  const save = async (formData: Record<string, unknown>) => {
    setBusy(true);
    try {
      toast.success(await callApi(saveCalculatorConfig(game.api), { body: formData }));
      await reload(formData);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setConfirmReset(false);
    setBusy(true);
    try {
      toast.success(await callApi(resetCalculatorConfig(game.api), { body: {} }));
      await reload(editableConfig(game.defaults));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DashboardSection title={game.name} subtitle={formatUpdatedAt(updatedAt)} dirty={dirty}>
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
          formData={draft}
          onChange={setDraft}
          onSubmit={save}
          onInvalid={(problem) => toast.error(`${problem} Fix the highlighted fields and save again.`)}
          disabled={busy}
        >
          <Group justify="space-between" mt="md">
            <Button variant="subtle" color="red" onClick={() => setConfirmReset(true)} disabled={busy}>
              Reset to defaults
            </Button>
            <Button type="submit" loading={busy}>
              Save Changes
            </Button>
          </Group>
        </ConfigForm>
      </Suspense>
      <ResetConfigModal opened={confirmReset} gameName={game.name} onCancel={() => setConfirmReset(false)} onConfirm={reset} />
    </DashboardSection>
  );
}
