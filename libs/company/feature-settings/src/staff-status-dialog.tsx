import { Trans } from '@lingui/react/macro';
import { useSetStaffDisabled, type Staff } from '@procure/company-data-access';
import { ConfirmDialog, showSuccessToast } from '@procure/shared-ui';

export type StaffStatusDialogProps = {
  /** The employee to enable or disable; null: closed. */
  confirming: Staff | null;
  onClose: () => void;
};

/** Confirms enabling or disabling an employee; disabling logs them out at once. */
export function StaffStatusDialog({ confirming, onClose }: StaffStatusDialogProps) {
  const toggle = useSetStaffDisabled();
  return (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(o) => !o && onClose()}
      title={confirming?.disabled ? <Trans>Enable employee</Trans> : <Trans>Disable employee</Trans>}
      description={
        confirming?.disabled ? (
          <Trans>{confirming.empName} can log in to the company again.</Trans>
        ) : confirming ? (
          <Trans>
            {confirming.empName} is logged out at once and cannot log in to the company until enabled.
          </Trans>
        ) : null
      }
      confirmLabel={confirming?.disabled ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
      tone={confirming?.disabled ? 'primary' : 'danger'}
      loading={toggle.isPending}
      onConfirm={() =>
        confirming &&
        toggle.mutate(
          { userId: confirming.userId, disabled: !confirming.disabled },
          {
            onSuccess: ({ desc }) => showSuccessToast(desc),
            onSettled: () => onClose(),
          },
        )
      }
    />
  );
}
