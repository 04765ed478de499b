import { Badge, Button, Card, HStack, Progress, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  downloadExport,
  useDeleteExport,
  useExportList,
  useRetryExport,
  type ExportItem,
} from '@procure/export-data-access';
import { ConfirmDialog, EmptyState, PageHeader, saveBlob, showSuccessToast } from '@procure/shared-ui';
import { Download, FileSpreadsheet, RotateCcw, Trash2 } from 'lucide-react';

type State = ExportItem['state'];
const PALETTE: Record<State, string> = {
  queued: 'gray',
  running: 'blue',
  ready: 'green',
  failed: 'red',
  expired: 'gray',
};

function formatSize(bytes: number | null, locale: string): string {
  if (bytes === null) return '—';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / 1024 / 1024)} MB`;
}

function Filters({ filters }: { filters: Record<string, unknown> }) {
  const entries = Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (entries.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <HStack gap="1" wrap="wrap">
      {entries.map(([key, value]) => (
        <Badge key={key} variant="outline" fontWeight="normal">
          {key}: {String(value)}
        </Badge>
      ))}
    </HStack>
  );
}

/** `/downloadCenter/exportList`: the caller's exports (spec §2), with progress, retry, download and delete. */
export function DownloadCenterPage() {
  const { t, i18n } = useLingui();
  const list = useExportList();
  const retry = useRetryExport();
  const remove = useDeleteExport();
  const [deleting, setDeleting] = useState<ExportItem | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
  const stateLabel: Record<State, string> = {
    queued: t`Queued`,
    running: t`Running`,
    ready: t`Ready`,
    failed: t`Failed`,
    expired: t`Expired`,
  };
  const download = async (item: ExportItem) => {
    setDownloading(item.id);
    try {
      const file = await downloadExport(item.id);
      saveBlob(file.blob, file.name);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t`Download center`}
        description={t`Exports of more than 100 rows are written in the background and e-mailed to you. Files are kept for 7 days.`}
      />
      <Card.Root variant="outline">
        {list.isPending ? (
          <Spinner m="8" alignSelf="center" />
        ) : list.isError ? (
          <Text m="4" color="fg.error">
            {list.error.message}
          </Text>
        ) : list.data.length === 0 ? (
          <EmptyState
            icon={<FileSpreadsheet />}
            title={t`No exports yet`}
            description={t`Use Export on a list (purchase requests, orders…): large exports appear here.`}
          />
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t({ message: 'Name', context: 'export file' })}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Filters`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Rows`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Size`}</Table.ColumnHeader>
                  <Table.ColumnHeader w="14rem">{t`State`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Created`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Expires`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Actions`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.map((item) => {
                  const running = item.state === 'running' || item.state === 'queued';
                  const percent =
                    item.totalRows && item.totalRows > 0
                      ? Math.min(100, Math.round((item.rows / item.totalRows) * 100))
                      : null;
                  return (
                    <Table.Row key={item.id} data-testid="export-row" data-state={item.state}>
                      <Table.Cell maxW="24rem" whiteSpace="normal">
                        <Text fontWeight="medium">{item.name}</Text>
                        <Text color="fg.muted" fontSize="xs">
                          {item.columns.join(' · ')}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        <Filters filters={item.filters} />
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {item.totalRows !== null && running
                          ? `${item.rows} / ${item.totalRows}`
                          : item.rows.toLocaleString(i18n.locale)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {formatSize(item.sizeBytes, i18n.locale)}
                      </Table.Cell>
                      <Table.Cell>
                        <Stack gap="1">
                          <Badge colorPalette={PALETTE[item.state]} alignSelf="start">
                            {stateLabel[item.state]}
                          </Badge>
                          {running ? (
                            <Progress.Root
                              size="xs"
                              value={item.state === 'queued' ? 0 : percent}
                              aria-label={t`Progress`}
                            >
                              <Progress.Track>
                                <Progress.Range />
                              </Progress.Track>
                            </Progress.Root>
                          ) : null}
                          {item.state === 'failed' && item.error ? (
                            <Text color="fg.error" fontSize="xs" whiteSpace="normal">
                              {item.error}
                            </Text>
                          ) : null}
                        </Stack>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap" color="fg.muted">
                        {time.format(new Date(item.createdAt))}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap" color="fg.muted">
                        {item.expiresAt ? time.format(new Date(item.expiresAt)) : '—'}
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="1">
                          {item.state === 'ready' ? (
                            <Button
                              size="2xs"
                              variant="ghost"
                              colorPalette="brand"
                              loading={downloading === item.id}
                              loadingText={t`Download`}
                              onClick={() => void download(item)}
                              data-testid="export-download"
                            >
                              <Download />
                              {t`Download`}
                            </Button>
                          ) : null}
                          {item.state === 'failed' && item.mode === 'background' ? (
                            <Button
                              size="2xs"
                              variant="ghost"
                              colorPalette="brand"
                              loading={retry.isPending && retry.variables === item.id}
                              loadingText={t`Retry`}
                              onClick={() =>
                                retry.mutate(item.id, { onSuccess: (desc) => showSuccessToast(desc) })
                              }
                              data-testid="export-retry"
                            >
                              <RotateCcw />
                              {t`Retry`}
                            </Button>
                          ) : null}
                          <Button
                            size="2xs"
                            variant="ghost"
                            colorPalette="red"
                            onClick={() => setDeleting(item)}
                            data-testid="export-delete"
                          >
                            <Trash2 />
                            {t`Delete`}
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Root>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete this export?`}
        description={deleting?.name}
        confirmLabel={t`Delete`}
        loading={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (desc) => {
              showSuccessToast(desc);
              setDeleting(null);
            },
          });
        }}
      />
    </>
  );
}
