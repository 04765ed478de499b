import { Box, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOrderSetting, useSaveOrderSetting } from '@procure/order-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  DELIVER_TIMES_LIMIT_MAX,
  DELIVER_TIMES_LIMIT_MIN,
  orderSettingSchema,
  type OrderSettingInput,
} from '@procure/shared-validation';
import {
  PageHeader,
  TextField,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { useId } from 'react';

/** `/setting/orderSetting`: the deliver-times limit (how many delivery notes one order may have). */
export function OrderSettingPage() {
  const { t } = useLingui();
  const formId = useId();
  const setting = useOrderSetting();
  const save = useSaveOrderSetting();
  const form = useZodForm(orderSettingSchema, {
    values: setting.data ? { deliverTimesLimit: String(setting.data.deliverTimesLimit) } : undefined,
  });
  const submit = async (input: OrderSettingInput) => {
    try {
      const { desc } = await save.mutateAsync(input);
      showSuccessToast(desc);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  };
  return (
    <Box>
      <PageHeader
        title={<Trans>Order settings</Trans>}
        description={
          <Trans>
            Rules the suppliers follow when they work the company's orders. They are checked again on the
            server when a supplier acts.
          </Trans>
        }
      />
      <form id={formId} onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="4" maxW="lg">
          <TextField
            control={form.control}
            name="deliverTimesLimit"
            label={t`Deliver-times limit (delivery notes per order)`}
            required
            helperText={t`A whole number from ${DELIVER_TIMES_LIMIT_MIN} to ${DELIVER_TIMES_LIMIT_MAX}. A supplier cannot send another delivery note once an order has this many.`}
          />
          <Box>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!setting.data}
              data-testid="order-setting-save"
            >
              <Trans>Save</Trans>
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
