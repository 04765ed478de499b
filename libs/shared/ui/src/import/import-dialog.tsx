import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Link,
  Portal,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** One problem of an uploaded sheet: `row` as the user sees it in Excel (0: the whole file). */
export type ImportRowError = { row: number; column: string; message: string };

/** What an upload comes back with: how many rows were imported, or why none were. */
export type ImportOutcome = { imported: number } | { errors: readonly ImportRowError[] };

export type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /**
   * Fetches the xlsx template (from the route `templateUrl` names; the API wants the session token
   * in a header, so a bare link would not do).
   */
  downloadTemplate: () => Promise<Blob>;
  templateFileName: string;
  /** Sends the file; resolves with the outcome, rejects on a failure the user cannot fix in the sheet. */
  onUpload: (file: File) => Promise<ImportOutcome>;
};

const XLSX = /\.xlsx$/i;

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Spreadsheet import: download the template, choose an .xlsx file, upload; shows the imported count
 * or a table of row-level errors (nothing is imported then, so the user fixes the sheet and retries).
 */
export function ImportDialog({
  open,
  onOpenChange,
  title,
  downloadTemplate,
  templateFileName,
  onUpload,
}: ImportDialogProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setOutcome(null);
    setFailure(null);
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File | undefined) => {
    setOutcome(null);
    setFailure(null);
    if (!chosen) return setFile(null);
    if (!XLSX.test(chosen.name)) {
      setFile(null);
      setFailure(t`Choose an Excel workbook (.xlsx).`);
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      setOutcome(await onUpload(file));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t`The upload failed. Try again.`);
    } finally {
      setBusy(false);
    }
  };

  const template = async () => {
    try {
      saveBlob(await downloadTemplate(), templateFileName);
    } catch (error) {
      setFailure(
        error instanceof Error && error.message ? error.message : t`The template could not be downloaded.`,
      );
    }
  };

  const errors = outcome && 'errors' in outcome ? outcome.errors : null;
  const imported = outcome && 'imported' in outcome ? outcome.imported : null;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (busy) return;
        if (!e.open) reset();
        onOpenChange(e.open);
      }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  <Trans>
                    Fill in the template, then upload it. If any row is not valid, nothing is imported.
                  </Trans>{' '}
                  <Link as="button" colorPalette="brand" onClick={template}>
                    <Trans>Download the template</Trans>
                  </Link>
                </Text>
                <HStack>
                  <VisuallyHidden>
                    <input
                      ref={input}
                      tabIndex={-1}
                      aria-hidden
                      data-testid="import-file-input"
                      type="file"
                      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                      onChange={(e) => choose(e.target.files?.[0])}
                    />
                  </VisuallyHidden>
                  <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
                    <Trans>Choose file</Trans>
                  </Button>
                  <Text color={file ? undefined : 'fg.muted'} truncate>
                    {file ? file.name : t`No file chosen (.xlsx)`}
                  </Text>
                </HStack>
                {failure ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {imported !== null ? (
                  <Alert.Root status="success">
                    <Alert.Indicator />
                    <Alert.Title>
                      <Trans>Imported {imported} rows.</Trans>
                    </Alert.Title>
                  </Alert.Root>
                ) : null}
                {errors ? <ErrorTable errors={errors} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  <Trans>Close</Trans>
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="brand"
                disabled={!file || imported !== null}
                loading={busy}
                onClick={upload}
              >
                <Trans>Import</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ErrorTable({ errors }: { errors: readonly ImportRowError[] }) {
  const count = errors.length;
  return (
    <Stack gap="2">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Nothing was imported: {count} problems. Fix them in the sheet and upload it again.</Trans>
        </Alert.Title>
      </Alert.Root>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="64">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption>
            <Trans>Problems in the uploaded sheet</Trans>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Row</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Column</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Problem</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {errors.map((error, index) => (
              <Table.Row key={`${error.row}-${error.column}-${index}`}>
                <Table.Cell>{error.row > 0 ? error.row : '—'}</Table.Cell>
                <Table.Cell>{error.column || '—'}</Table.Cell>
                <Table.Cell>{error.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
