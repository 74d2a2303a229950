import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { addToCollection, replaceCollection, useSkinCollection } from '../../../lib/skin-collection';
import { skinCount } from './collection-format';
import { matchPaste, type ImportOutcome } from './import-paste';
import classes from './collection.module.css';

interface Result extends ImportOutcome {
  added: number;
  already: number;
  /** The collection as it was before this import, for 'Undo import'. */
  before: Record<string, string>;
}

function Report({ result, onUndo }: { result: Result; onUndo: () => void }) {
  const matched = result.added + result.already;
  return (
    <Stack gap="xs" role="status">
      <Alert
        color={matched > 0 ? 'green' : 'yellow'}
        title={result.added > 0 ? `Added ${skinCount(result.added)}` : matched > 0 ? 'Nothing new to add' : 'Nothing was added'}
      >
        {result.already > 0 ? <Text size="sm">{skinCount(result.already)} already in your collection.</Text> : null}
        {result.added > 0 ? (
          <Button size="compact-sm" variant="subtle" mt={4} onClick={onUndo}>
            Undo import
          </Button>
        ) : null}
      </Alert>
      {result.unmatched.length > 0 ? (
        <div>
          <Text size="sm" fw={600}>
            {result.unmatched.length === 1 ? 'This line matches no skin:' : `These ${result.unmatched.length} lines match no skin:`}
          </Text>
          <List size="sm" className={classes.unmatched} aria-label="Lines that match no skin">
            {result.unmatched.map((line, i) => (
              <List.Item key={`${i}-${line}`}>{line}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {result.ambiguous.length > 0 ? (
        <div>
          <Text size="sm" fw={600}>
            These lines name more than one skin; write the one you own:
          </Text>
          <List size="sm" className={classes.unmatched}>
            {result.ambiguous.map((a, i) => (
              <List.Item key={`${i}-${a.entry}`}>
                {a.entry}: {a.candidates.join(' / ')}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}

/**
 * 'Import': names, ids or our CSV, pasted. Matches are only ever added, so a bad paste loses
 * nothing, and 'Undo import' puts the collection back as it was before.
 */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const owned = useSkinCollection();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const run = async () => {
    setError(null);
    if (text.trim() === '') {
      setError('Paste skin names or ids first, one per line.');
      return;
    }
    setBusy(true);
    try {
      const outcome = await matchPaste(text);
      const ids = Object.keys(outcome.found);
      const added = ids.filter((id) => !(id in owned)).length;
      const before = owned;
      if (added > 0) addToCollection(outcome.found);
      setResult({ ...outcome, added, already: ids.length - added, before });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Import skins" size="lg">
      <Stack gap="sm">
        <Textarea
          label="Skin names or ids"
          description="One per line or separated by commas; case and accents do not matter. A CSV exported from this page works too."
          autosize
          minRows={6}
          maxRows={14}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
        <Group gap="xs">
          <Button onClick={() => void run()} loading={busy}>
            Import
          </Button>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
        {result ? (
          <Report
            result={result}
            onUndo={() => {
              replaceCollection(result.before);
              setResult(null);
            }}
          />
        ) : null}
      </Stack>
    </Modal>
  );
}
