import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog, Upload, formatInstant, type UploadFn } from '@procure/shared-ui';
import { useState } from 'react';

/** One attachment of an order as both portals read it (issue #13). */
export type OrderAttachmentView = {
  id: string;
  fileType: number;
  name: string;
  url: string;
  side: string;
  uploadedByName: string;
  mine: boolean;
  createdAt: string;
};

export const ORDER_FILE = 13;
export const ORDER_STATUS_FILE = 14;

/**
 * The attachments of an order: upload type 13 (order file) or 14 (order status file). Each file the
 * user uploads is attached at once (`attach`); the user's own attachments can be removed.
 */
export function OrderAttachments({
  attachments,
  upload,
  attach,
  remove,
  open,
}: {
  attachments: readonly OrderAttachmentView[];
  /** Uploads one file as the given type. */
  upload: (type: 13 | 14) => UploadFn;
  attach: (type: 13 | 14, fileIds: string[]) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  open: (url: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<13 | 14>(ORDER_FILE);
  const [removing, setRemoving] = useState<OrderAttachmentView | null>(null);
  const typeLabel = (code: number) => (code === ORDER_STATUS_FILE ? t`Order status file` : t`Order file`);
  const sideLabel = (side: string) => (side === 'supplier' ? t`Supplier` : t`Buyer`);
  const uploadAndAttach: UploadFn = async (file, onProgress) => {
    const stored = await upload(type)(file, onProgress);
    await attach(type, [stored.id]);
    return stored;
  };
  return (
    <Stack gap="3" data-testid="order-attachments">
      {attachments.length === 0 ? (
        <Text color="fg.muted">{t`No attachments yet.`}</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg" tabIndex={0}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`File`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Type`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Attached by`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Attached`}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {attachments.map((file) => (
                <Table.Row key={file.id} data-testid={`attachment-${file.name}`}>
                  <Table.Cell>
                    <Button
                      variant="plain"
                      size="sm"
                      colorPalette="brand"
                      px="0"
                      onClick={() => open(file.url)}
                    >
                      {file.name}
                    </Button>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{typeLabel(file.fileType)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {file.uploadedByName} · {sideLabel(file.side)}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatInstant(file.createdAt, i18n.locale)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {file.mine ? (
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(file)}>
                        {t`Remove`}
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <HStack gap="2" flexWrap="wrap" role="group" aria-label={t`Type of the next file`}>
        {([ORDER_FILE, ORDER_STATUS_FILE] as const).map((code) => (
          <Button
            key={code}
            size="xs"
            variant={type === code ? 'solid' : 'outline'}
            aria-pressed={type === code}
            onClick={() => setType(code)}
          >
            {typeLabel(code)}
          </Button>
        ))}
      </HStack>
      <Upload
        typeCode={type}
        upload={uploadAndAttach}
        value={[]}
        onChange={() => undefined}
        label={t`Add attachments`}
        maxFiles={20}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => (next ? undefined : setRemoving(null))}
        title={t`Remove attachment`}
        description={removing ? t`Remove ${removing.name} from this order?` : ''}
        confirmLabel={t`Remove`}
        tone="danger"
        onConfirm={async () => {
          if (removing) await remove(removing.id);
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
