import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../feedback/toast-store.ts';

/** A visible column of a list, titled as the user sees it: what an export writes. */
export type ExportColumn = { key: string; title: string };

/** What an export did: the file at once (≤ 100 rows) or a background job (download center, e-mail). */
export type ExportOutcome =
  { mode: 'immediate'; file: { blob: Blob; name: string } } | { mode: 'background' };

export type ExportHandler = (columns: ExportColumn[]) => Promise<ExportOutcome>;

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The export button of a list toolbar (DataTable's `onExport`). */
export function ExportButton({ columns, onExport }: { columns: ExportColumn[]; onExport: ExportHandler }) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const outcome = await onExport(columns);
      if (outcome.mode === 'immediate') {
        saveBlob(outcome.file.blob, outcome.file.name);
        showSuccessToast(t`Export downloaded`);
      } else {
        showSuccessToast(
          t`More than 100 rows: the export runs in the background. It will be in the download center and you will get an e-mail when it is ready.`,
        );
      }
    } catch (error) {
      // The API client already showed the server's message; a network failure gets this one.
      if (!(error instanceof Error && 'status' in error)) showErrorToast(t`The export failed. Try again.`);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      loading={pending}
      disabled={columns.length === 0}
      onClick={() => void run()}
      data-testid="list-export"
    >
      <FileDown />
      {t`Export`}
    </Button>
  );
}
