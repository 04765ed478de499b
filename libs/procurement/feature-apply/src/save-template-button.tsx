import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSaveTemplateFromRequest } from '@procure/procurement-data-access';
import { isApiError } from '@procure/shared-api-client';
import { NameDialog, showSuccessToast } from '@procure/shared-ui';
import { useState } from 'react';

/** "Save as template" on a request: names the template; the server checks the name again. */
export function SaveTemplateButton({ requestId, defaultName }: { requestId: string; defaultName: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const save = useSaveTemplateFromRequest();
  const nameError =
    save.error && isApiError(save.error)
      ? (save.error.fields.find((f) => f.path === 'name')?.message ?? null)
      : null;
  return (
    <>
      <Button variant="outline" onClick={() => (save.reset(), setOpen(true))} data-testid="save-template">
        {t`Save as template`}
      </Button>
      <NameDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Save as order template`}
        label={t`Template name`}
        confirmLabel={t`Save`}
        initial={defaultName.slice(0, 50)}
        loading={save.isPending}
        serverError={nameError}
        onConfirm={(name) =>
          save.mutate(
            { requestId, name },
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
