import { Button, Field, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAddresses } from '@procure/address-data-access';
import { usePreviewRequest, useRequestableLines } from '@procure/invoice-data-access';
import { useInvoiceTitles, useVendors } from '@procure/masterdata-data-access';
import { isApiError } from '@procure/shared-api-client';
import { ADDRESS_TYPE } from '@procure/shared-codes';
import { PageHeader, Panel } from '@procure/shared-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { readDraftState, requestErrorsOf, type RequestErrors } from './request-draft.ts';
import { RequestLinePicker, type RequestPicks } from './request-line-picker.tsx';

// `/assetsManagement/invoiceRequest` (issue #15): ask ONE supplier to invoice received order lines, up
// to what is left to request on each, to one of the tenant's invoice titles, the paper invoice sent to one
// of the user's invoice addresses. "Review" checks the form on the server (nothing written) and opens the
// review `/assetsManagement/confirm`, which sends it (checked again under the order lock).

function Select(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error: string | undefined;
  helper?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Field.Root required invalid={Boolean(props.error)}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={props.name}
          data-testid={`request-${props.name}`}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        >
          <option value="">{t`Please select`}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.helper ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** `/assetsManagement/invoiceRequest`: create an invoice request. */
export function RequestCreatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  // Back from the review (or a send it refused): the form shows what was typed, and the refusal.
  const [kept] = useState(() => readDraftState(location.state));
  const vendors = useVendors();
  const titles = useInvoiceTitles();
  const addresses = useAddresses();
  const preview = usePreviewRequest();
  const [vendorId, setVendorId] = useState(kept?.draft.vendorId ?? '');
  const [titleId, setTitleId] = useState(kept?.draft.invoiceTitleId ?? '');
  const [addressId, setAddressId] = useState(kept?.draft.addressId ?? '');
  const [remark, setRemark] = useState(kept?.draft.remark ?? '');
  const [picks, setPicks] = useState<RequestPicks>(() =>
    Object.fromEntries((kept?.draft.lines ?? []).map((line) => [line.orderLineId, line.quantity])),
  );
  const [errors, setErrors] = useState<RequestErrors>(kept?.errors ?? {});
  const [failure, setFailure] = useState('');
  const lines = useRequestableLines(vendorId || undefined);
  const invoiceAddresses = (addresses.data ?? []).filter((a) => a.addressType === ADDRESS_TYPE.invoice);
  const chosen = Object.entries(picks).map(([orderLineId, quantity]) => ({ orderLineId, quantity }));

  // A new form starts on the default invoice address and the tenant's default invoice title.
  const defaultAddress = invoiceAddresses.find((a) => a.isDefault)?.id;
  useEffect(() => {
    if (!kept && defaultAddress) setAddressId((current) => current || defaultAddress);
  }, [kept, defaultAddress]);
  const defaultTitle = titles.data?.find((title) => title.isDefault)?.id;
  useEffect(() => {
    if (!kept && defaultTitle) setTitleId((current) => current || defaultTitle);
  }, [kept, defaultTitle]);

  const review = () => {
    const draft = {
      vendorId,
      invoiceTitleId: titleId,
      addressId,
      ...(remark.trim() ? { remark } : {}),
      lines: chosen,
    };
    setFailure('');
    preview.mutateAsync(draft).then(
      async () => {
        // This entry keeps the draft first (awaited: a second navigation would cancel it), so the
        // browser's back button and "Back to edit" find the form as it was.
        await navigate(location.pathname, { replace: true, state: { draft } });
        await navigate('/assetsManagement/confirm', { state: { draft, fromForm: true } });
      },
      (error: unknown) => {
        const mapped = requestErrorsOf(
          error,
          chosen.map((line) => line.orderLineId),
        );
        setErrors(mapped);
        if (Object.keys(mapped).length === 0) setFailure(isApiError(error) ? error.desc : t`Try again.`);
      },
    );
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={t`New invoice request`}
        description={t`Ask a supplier to invoice what it delivered: received minus returned, less what is invoiced or already requested.`}
        actions={
          <Stack direction="row" gap="2">
            <Button asChild size="sm" variant="outline">
              <Link to="/assetsManagement/invoiceTitle">{t`Invoice titles`}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/assetsManagement/receivingAddress">{t`Invoice receiving addresses`}</Link>
            </Button>
          </Stack>
        }
      />
      <Panel title={t`Supplier, title and address`}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Select
            label={t`Supplier`}
            name="vendorId"
            value={vendorId}
            onChange={(value) => {
              setVendorId(value);
              setPicks({});
            }}
            options={(vendors.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
            error={errors['vendorId']}
          />
          <Select
            label={t`Invoice title`}
            name="invoiceTitleId"
            value={titleId}
            onChange={setTitleId}
            options={(titles.data ?? []).map((title) => ({
              value: title.id,
              label: `${title.title} (${title.taxNo})`,
            }))}
            error={errors['invoiceTitleId']}
          />
          <Select
            label={t`Invoice receiving address`}
            name="addressId"
            value={addressId}
            onChange={setAddressId}
            options={invoiceAddresses.map((a) => ({
              value: a.id,
              label: `${a.name} · ${a.cityName}${a.areaName} ${a.address}`,
            }))}
            error={errors['addressId']}
            helper={
              invoiceAddresses.length === 0 && addresses.isSuccess ? (
                <Link to="/assetsManagement/receivingAddress">{t`Add an invoice receiving address first.`}</Link>
              ) : undefined
            }
          />
        </SimpleGrid>
        <Field.Root mt="3" invalid={Boolean(errors['remark'])}>
          <Field.Label>{t`Note to the supplier`}</Field.Label>
          <Textarea name="remark" value={remark} onChange={(e) => setRemark(e.target.value)} rows={2} />
          <Field.ErrorText>{errors['remark']}</Field.ErrorText>
        </Field.Root>
      </Panel>
      <Panel title={t`Order lines`}>
        {errors['lines'] ? <Text color="fg.error">{errors['lines']}</Text> : null}
        {vendorId ? (
          <RequestLinePicker
            items={lines.data?.items ?? []}
            picks={picks}
            onChange={setPicks}
            errors={errors}
          />
        ) : (
          <Text color="fg.muted">{t`Choose a supplier to see its order lines.`}</Text>
        )}
      </Panel>
      <Stack direction="row" justify="flex-end" align="center" gap="3">
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Button
          data-testid="request-review"
          loading={preview.isPending}
          disabled={chosen.length === 0}
          onClick={review}
        >
          {t`Review request`}
        </Button>
      </Stack>
    </Stack>
  );
}
