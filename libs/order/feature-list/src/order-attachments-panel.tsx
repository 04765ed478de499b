import { useLingui } from '@lingui/react/macro';
import { openStoredFile, uploadFile } from '@procure/files-data-access';
import { useAttachOrderFiles, useRemoveOrderFile } from '@procure/order-data-access';
import { OrderAttachments, type OrderAttachmentView } from '@procure/order-ui';
import { showErrorToast, showSuccessToast } from '@procure/shared-ui';

const SIDE = 'buyer' as const;

/** The order's attachments on the buyer side: upload, attach at once, open, remove own. */
export function OrderAttachmentsPanel({
  orderId,
  attachments,
}: {
  orderId: string;
  attachments: readonly OrderAttachmentView[];
}) {
  const { t } = useLingui();
  const attach = useAttachOrderFiles(SIDE);
  const remove = useRemoveOrderFile(SIDE);
  return (
    <OrderAttachments
      attachments={attachments}
      upload={(type) => (file, onProgress) => uploadFile(file, type, onProgress, { appKey: SIDE })}
      attach={async (fileType, fileIds) => {
        const { desc } = await attach.mutateAsync({ orderId, fileType, fileIds });
        showSuccessToast(desc);
      }}
      remove={async (id) => {
        const { desc } = await remove.mutateAsync(id);
        showSuccessToast(desc);
      }}
      open={(url) =>
        void openStoredFile(url, SIDE).catch(() => showErrorToast(t`The file could not be opened.`))
      }
    />
  );
}
