import { useState, type ClipboardEvent, type DragEvent } from 'react';
import { Alert, Button, FileButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { addToCollection, replaceCollection, useSkinCollection } from '../../../lib/skin-collection';
import { groupDigits } from './collection-format';
import { matchEntries } from './import-paste';
import { ImportReport, type ImportResult } from './ImportReport';
import { IMPORT_MAX_BYTES, tooLarge } from './read-import';
import { readInWorker } from './read-in-worker';
import classes from './collection.module.css';

const ACCEPT = '.csv,.json,.txt,text/csv,application/json,text/plain';

/**
 * 'Import': names, ids, or our own CSV or JSON export, pasted, chosen as a file or dropped on the
 * dialog. Reading happens in a worker (decision 0038); matches are only ever added, so a bad
 * import loses nothing, and 'Undo import' puts the collection back as it was before.
 */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const owned = useSkinCollection();
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [dragging, setDragging] = useState(false);

  const run = async (input: File | string) => {
    setError(null);
    setResult(null);
    if (input === '') {
      setError('Paste skin names or ids first, one per line, or choose a file.');
      return;
    }
    setProgress(typeof input === 'string' ? 'Reading the list…' : `Reading ${input.name}…`);
    try {
      const read = await readInWorker(input);
      if (!read.ok) {
        setError(read.error);
        return;
      }
      const total = groupDigits(read.entries.length);
      setProgress(`Matching ${total} entries…`);
      const outcome = await matchEntries(read.entries, (done) => setProgress(`Matched ${groupDigits(done)} of ${total} entries…`));
      const ids = Object.keys(outcome.found);
      const added = ids.filter((id) => !(id in owned)).length;
      if (added > 0) addToCollection(outcome.found);
      setResult({ ...outcome, added, already: ids.length - added, before: owned });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  };

  // A paste over the cap is refused before the browser puts megabytes into the field.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (pasted.length > IMPORT_MAX_BYTES || new Blob([pasted]).size > IMPORT_MAX_BYTES) {
      event.preventDefault();
      setError(tooLarge(new Blob([pasted]).size));
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !progress) void run(file);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Import skins" size="lg">
      <div
        className={classes.dropZone}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack gap="sm">
          <Textarea
            label="Skin names or ids"
            description="One per line or separated by commas; case and accents do not matter. The CSV and JSON files this page exports work too (up to 2 MB)."
            rows={6}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onPaste={onPaste}
          />
          <Group gap="xs">
            <Button onClick={() => void run(text.trim() === '' ? '' : text)} loading={progress !== null}>
              Import
            </Button>
            <FileButton onChange={(file) => file && void run(file)} accept={ACCEPT}>
              {(props) => (
                <Button variant="default" disabled={progress !== null} {...props}>
                  Choose a file
                </Button>
              )}
            </FileButton>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
          <Text size="sm" className={`${classes.muted} ${classes.dropHint}`}>
            Or drop a CSV or JSON file anywhere on this dialog.
          </Text>
          <Text size="sm" role="status" aria-live="polite">
            {progress ?? ''}
          </Text>
          {error ? (
            <Alert color="red" role="alert" title="Nothing was imported">
              {error}
            </Alert>
          ) : null}
          {result ? (
            <ImportReport
              result={result}
              onUndo={() => {
                replaceCollection(result.before);
                setResult(null);
              }}
            />
          ) : null}
        </Stack>
      </div>
    </Modal>
  );
}
