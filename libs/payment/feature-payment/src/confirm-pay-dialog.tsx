import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useConfirmPay, usePaymentRules } from '@procure/payment-data-access';
import { isApiError } from '@procure/shared-api-client';
import { FormDialog, showSuccessToast } from '@procure/shared-ui';
import { useState } from 'react';

const REFERENCE = /^[0-9A-Za-z_/-]{1,40}$/;

/**
 * Confirm pay of one or several approved applications: the bank's payment no and the voucher no (which
 * the company's payment settings may make optional; left empty, the server answers whether that is allowed).
 */
export function ConfirmPayDialog({
  ids,
  open,
  onOpenChange,
  onDone,
}: {
  ids: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
}) {
  const { t } = useLingui();
  const confirm = useConfirmPay();
  // The company's payment settings say whether the voucher no is required; the server decides (422).
  const voucherRequired = usePaymentRules(open).data?.voucherRequired ?? true;
  const [paymentNo, setPaymentNo] = useState('');
  const [voucherNo, setVoucherNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A refusal on the voucher no (payment settings) shows on that field, and only there.
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const invalid = (value: string) => value !== '' && !REFERENCE.test(value);
  const submit = async () => {
    if (!REFERENCE.test(paymentNo) || invalid(voucherNo)) {
      setError(t`Enter the payment no and the voucher no (letters, digits, - _ /; up to 40).`);
      return;
    }
    try {
      const { desc } = await confirm.mutateAsync({ ids, paymentNo, ...(voucherNo ? { voucherNo } : {}) });
      showSuccessToast(desc);
      setPaymentNo('');
      setVoucherNo('');
      setError(null);
      setVoucherError(null);
      onOpenChange(false);
      onDone?.();
    } catch (err) {
      const onVoucher = isApiError(err) ? err.fields.find((field) => field.path === 'voucherNo') : undefined;
      setVoucherError(onVoucher?.message ?? null);
      setError(
        onVoucher ? null : isApiError(err) && err.desc ? err.desc : t`Check your connection and try again.`,
      );
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={ids.length > 1 ? t`Confirm payment of ${ids.length} applications` : t`Confirm payment`}
      formId="confirm-pay-form"
      saving={confirm.isPending}
      size="md"
    >
      <form
        id="confirm-pay-form"
        // The dialog checks the fields itself; an empty voucher no is the server's call (payment settings).
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="3">
          <Field.Root required invalid={invalid(paymentNo)}>
            <Field.Label>{t`Payment no`}</Field.Label>
            <Input
              data-testid="pay-payment-no"
              value={paymentNo}
              onChange={(e) => setPaymentNo(e.target.value.trim())}
            />
          </Field.Root>
          <Field.Root required={voucherRequired} invalid={invalid(voucherNo) || voucherError !== null}>
            <Field.Label>{t`Voucher no`}</Field.Label>
            <Input
              data-testid="pay-voucher-no"
              value={voucherNo}
              onChange={(e) => {
                setVoucherNo(e.target.value.trim());
                setVoucherError(null);
              }}
            />
            {voucherError ? (
              <Field.ErrorText data-testid="pay-voucher-error">{voucherError}</Field.ErrorText>
            ) : null}
          </Field.Root>
          {error ? (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </form>
    </FormDialog>
  );
}
