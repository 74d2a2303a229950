import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { skinCollectionExport } from '../../../../shared/api/skin-collection';
import { callApi, errorText } from '../../../lib/api-client';
import { ClearCollectionButton } from './ClearCollectionButton';
import { CopyLinkButton } from './CopyLinkButton';
import { csvFile } from './csv';
import { download } from './download';
import { exportJson, exportTable } from './export-table';
import { ImportDialog } from './ImportDialog';

type Format = 'csv' | 'json';

/** `ids` is null until the browser's collection is read. */
export function CollectionActions({ ids, onError }: { ids: readonly number[] | null; onError: (message: string) => void }) {
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState<Format | null>(null);
  const empty = !ids || ids.length === 0;

  const exportAs = async (format: Format) => {
    setExporting(format);
    try {
      const { rows } = await callApi(skinCollectionExport, { body: { ids: [...ids!] } });
      if (format === 'csv') download('my-skin-collection.csv', csvFile(exportTable(rows)), 'text/csv;charset=utf-8');
      else download('my-skin-collection.json', exportJson(rows), 'application/json');
    } catch (error) {
      onError(errorText(error));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Group gap="xs">
      <Button onClick={() => setImporting(true)} disabled={ids === null}>
        Import
      </Button>
      <Button variant="default" disabled={empty} loading={exporting === 'csv'} onClick={() => void exportAs('csv')}>
        Export CSV
      </Button>
      <Button variant="default" disabled={empty} loading={exporting === 'json'} onClick={() => void exportAs('json')}>
        Export JSON
      </Button>
      <CopyLinkButton />
      <ClearCollectionButton />
      {importing ? <ImportDialog opened onClose={() => setImporting(false)} /> : null}
    </Group>
  );
}
