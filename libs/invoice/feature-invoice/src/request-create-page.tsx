import { Button, Field, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAddresses } from '@procure/address-data-access';
import { useCreateRequest, useRequestableLines } from '@procure/invoice-data-access';
import { useInvoiceTitles, useVendors } from '@procure/masterdata-data-access';
import { isApiError } from '@procure/shared-api-client';
import { ADDRESS_TYPE } from '@procure/shared-codes';
import { PageHeader, Panel, showErrorToast, showSuccessToast } from '@procure/shared-ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RequestLinePicker, type RequestPicks } from './request-line-picker.tsx';

// `/assetsManagement/invoiceRequest` (issue #15): ask ONE supplier to invoice received order lines, up
// to what is left to request on each (the server checks it again under the order lock), to one of the
// tenant's invoice titles, the paper invoice sent to one of the user's invoice addresses.

type Errors = Record<string, string>;

function errorsOf(error: unknown, lineIds: readonly string[]): Errors {
  const fields = (error as { fields?: readonly { path: string; message: string }[] } | null)?.fields ?? [];
  const out: Errors = {};
  for (const { path, message } of fields) {
    const match = /^lines\.(\d+)\./.exec(path);
    const lineId = match ? lineIds[Number(match[1])] : undefined;
    out[lineId ? `line:${lineId}` : path] = message;
  }
  return out;
}

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
  const vendors = useVendors();
  const titles = useInvoiceTitles();
  const addresses = useAddresses();
  const create = useCreateRequest();
  const [vendorId, setVendorId] = useState('');
  const [titleId, setTitleId] = useState('');
  const [addressId, setAddressId] = useState('');
  const [remark, setRemark] = useState('');
  const [picks, setPicks] = useState<RequestPicks>({});
  const [errors, setErrors] = useState<Errors>({});
  const lines = useRequestableLines(vendorId || undefined);
  const invoiceAddresses = (addresses.data ?? []).filter((a) => a.addressType === ADDRESS_TYPE.invoice);
  const chosen = Object.entries(picks).map(([orderLineId, quantity]) => ({ orderLineId, quantity }));

  const send = () => {
    const body = {
      vendorId,
      invoiceTitleId: titleId,
      addressId,
      ...(remark.trim() ? { remark } : {}),
      lines: chosen,
    };
    create.mutateAsync(body).then(
      ({ data, desc }) => {
        showSuccessToast(desc);
        void navigate(`/assetsManagement/success/${data.id}`);
      },
      (error: unknown) => {
        const mapped = errorsOf(
          error,
          chosen.map((line) => line.orderLineId),
        );
        setErrors(mapped);
        if (Object.keys(mapped).length === 0 && isApiError(error)) showErrorToast(error.desc);
      },
    );
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={t`New invoice request`}
        description={t`Ask a supplier to invoice what it delivered: received minus returned, less what is invoiced or already requested.`}
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
              invoiceAddresses.length === 0 && addresses.isSuccess
                ? t`Add an invoice address in your address book first.`
                : undefined
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
      <Stack direction="row" justify="flex-end">
        <Button
          data-testid="request-submit"
          loading={create.isPending}
          disabled={chosen.length === 0}
          onClick={send}
        >
          {t`Send invoice request`}
        </Button>
      </Stack>
    </Stack>
  );
}
