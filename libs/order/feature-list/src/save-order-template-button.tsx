import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSaveOrderAsTemplate } from '@procure/order-data-access';
import { isApiError } from '@procure/shared-api-client';
import { NameDialog, showSuccessToast } from '@procure/shared-ui';
import { useState } from 'react';

/** "Save as template" on an order: its lines (ordered quantity and price) become an order template. */
export function SaveOrderTemplateButton({ orderId, defaultName }: { orderId: string; defaultName: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const save = useSaveOrderAsTemplate();
  const nameError =
    save.error && isApiError(save.error)
      ? (save.error.fields.find((f) => f.path === 'name')?.message ?? null)
      : null;
  return (
    <>
      <Button
        variant="outline"
        onClick={() => (save.reset(), setOpen(true))}
        data-testid="order-save-template"
      >
        {t`Save as template`}
      </Button>
      <NameDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Save as order template`}
        label={t`Template name`}
        confirmLabel={t`Save`}
        initial={defaultName}
        loading={save.isPending}
        serverError={nameError}
        onConfirm={(name) =>
          save.mutate(
            { orderId, name },
            {
              onSuccess: ({ desc }) => {
                setOpen(false);
                showSuccessToast(desc || t`Saved as order template`);
              },
            },
          )
        }
      />
    </>
  );
}
