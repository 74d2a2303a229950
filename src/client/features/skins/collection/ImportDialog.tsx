import { useState, type ClipboardEvent, type DragEvent } from 'react';
import { Alert, Button, FileButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useInputState } from '@mantine/hooks';
import { errorText } from '../../../lib/api-client';
import { addToCollection, replaceCollection, useSkinCollection } from '../../../lib/skin-collection';
import { groupDigits } from '../../../../shared/counts';
import { matchEntries } from './import-paste';
import { ImportReport, type ImportResult } from './ImportReport';
import { IMPORT_MAX_BYTES, tooLarge } from './read-import';
import { readInWorker } from './read-in-worker';
import classes from './collection.module.css';

const ACCEPT = '.csv,.json,.txt,text/csv,application/json,text/plain';
/**
 * A paste larger than this is kept beside the field, not in it: a text field laying out hundreds of
 * kilobytes blocks the page for seconds (4 s for 256 kB when issue 35 was filed), and nobody edits
 * an export by hand there.
 */
const LARGE_PASTE = 32 * 1024;
const size = (chars: number) => (chars < 1024 * 1024 ? `${Math.round(chars / 1024)} kB` : `${(chars / 1024 / 1024).toFixed(1)} MB`);

/**
 * Reading happens in a worker (decision 0038). Matches are only ever added, so a bad import loses
 * nothing, and 'Undo import' puts the collection back as it was before.
 */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const owned = useSkinCollection();
  const [text, setText] = useInputState('');
  const [pasted, setPasted] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [dragging, setDragging] = useState(false);
  // What the field holds (or the file chosen) was imported: pressing Import again would read an empty
  // field and answer 'Nothing was imported' under the 'Added N skins' just shown, so Import waits for
  // something new in the field and Close becomes the button to press.
  const [imported, setImported] = useState(false);

  const run = async (input: File | string) => {
    setError(null);
    setResult(null);
    setImported(false);
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
      setImported(true);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  };

  // A paste over the cap is refused before the browser puts megabytes into the field.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const clip = event.clipboardData.getData('text');
    if (clip.length > IMPORT_MAX_BYTES || new Blob([clip]).size > IMPORT_MAX_BYTES) {
      event.preventDefault();
      setError(tooLarge(new Blob([clip]).size));
    } else if (clip.length > LARGE_PASTE) {
      event.preventDefault();
      setError(null);
      setPasted(clip);
      setImported(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !progress) void run(file);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Import skins"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      // Mantine writes the dialog's header as <header>: a second banner landmark beside the site's.
      // (Its `attributes` prop is typed as unused for Modal, yet passed on to the header.)
      {...({ attributes: { header: { role: 'none' } } } as object)}
    >
      <div
        className={classes.dropZone}
        data-testid="import-drop-zone"
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
            onChange={(event) => {
              setText(event);
              setImported(false);
            }}
            onPaste={onPaste}
            disabled={pasted !== null}
          />
          {pasted !== null ? (
            <Group gap="xs" justify="space-between" className={classes.pasted}>
              <Text size="sm">{`Pasted ${size(pasted.length)}, ${groupDigits(pasted.split('\n').length)} lines: press Import.`}</Text>
              <Button
                variant="subtle"
                size="compact-md"
                onClick={() => {
                  setPasted(null);
                  setImported(false);
                }}
              >
                Clear paste
              </Button>
            </Group>
          ) : null}
          <Group gap="xs">
            <Button
              variant={imported ? 'default' : 'filled'}
              disabled={imported}
              onClick={() => void run(pasted ?? (text.trim() === '' ? '' : text))}
              loading={progress !== null}
            >
              Import
            </Button>
            <FileButton onChange={(file) => file && void run(file)} accept={ACCEPT}>
              {(props) => (
                <Button variant="default" disabled={progress !== null} {...props}>
                  Choose a file
                </Button>
              )}
            </FileButton>
            <Button variant={imported ? 'filled' : 'default'} onClick={onClose}>
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
