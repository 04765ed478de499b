import { Box, Button, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCreateRequest, useRequestPreview, type RequestPreview } from '@procure/invoice-data-access';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, Money, PageHeader, Panel, showSuccessToast } from '@procure/shared-ui';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { readDraftState, requestErrorsOf, type RequestDraftState } from './request-draft.ts';

// `/assetsManagement/confirm` (issue #15, spec §2 "confirm"): the review of an invoice request before it is
// sent. The server values it (order price, what is left to request before and after) with the same checks
// as the send, writing nothing; "Send" sends it (checked again under the order lock) and opens the success
// page; "Back to edit" returns to the form with every value kept. A send the server refuses goes back to
// the form with the refusal under the fields.

const FORM = '/assetsManagement/invoiceRequest';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Stack>
  );
}

function ReviewLines({ preview }: { preview: RequestPreview }) {
  const { t } = useLingui();
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" tabIndex={0} aria-label={t`Lines to request`}>
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t`Order / item`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Left to request`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`This request`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Left afterwards`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Unit price excl. tax`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Tax rate`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Amount excl. tax`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {preview.lines.map((line) => (
            <Table.Row key={line.orderLineId} data-testid={`confirm-line-${line.orderCode}-${line.lineNo}`}>
              <Table.Cell>
                {line.orderCode} #{line.lineNo}
                <Text fontSize="xs" color="fg.muted">
                  {line.productCode} · {line.name} · {line.unit}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{line.requestableQty}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {line.quantity}
              </Table.Cell>
              <Table.Cell textAlign="end">{line.leftQty}</Table.Cell>
              <Table.Cell textAlign="end">{line.unitPrice}</Table.Cell>
              <Table.Cell textAlign="end">{line.taxRate}%</Table.Cell>
              <Table.Cell textAlign="end">
                <Money value={line.amount} currency="CNY" />
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row bg="bg.muted">
            <Table.Cell colSpan={6} fontWeight="semibold">
              {t`Total excl. tax`}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" data-testid="confirm-total">
              <Money value={preview.totalAmount} currency="CNY" />
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function Review({ state }: { state: RequestDraftState }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { draft } = state;
  const preview = useRequestPreview(draft);
  const create = useCreateRequest();
  const lineIds = draft.lines.map((line) => line.orderLineId);

  const backToEdit = (errors?: Record<string, string>) => {
    if (state.fromForm && !errors) void navigate(-1);
    else void navigate(FORM, { replace: true, state: { draft, errors } });
  };
  const send = () => {
    create.mutateAsync(draft).then(
      ({ data, desc }) => {
        showSuccessToast(desc);
        // Replaces the review: the back button never offers to send the same request twice.
        void navigate(`/assetsManagement/success/${data.id}`, { replace: true });
      },
      (error: unknown) => {
        const errors = requestErrorsOf(error, lineIds);
        if (Object.keys(errors).length > 0) backToEdit(errors);
      },
    );
  };

  if (preview.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!preview.data) {
    // Something changed since the form was checked (a line requested elsewhere, a title disabled).
    const errors = requestErrorsOf(preview.error, lineIds);
    return (
      <EmptyState
        title={t`This request can no longer be sent as it is`}
        description={isApiError(preview.error) ? preview.error.desc : undefined}
        action={
          <Button data-testid="confirm-back" onClick={() => backToEdit(errors)}>
            {t`Back to edit`}
          </Button>
        }
      />
    );
  }
  const review = preview.data;
  return (
    <Stack gap="4">
      <PageHeader
        title={t`Review invoice request`}
        description={t`Check the lines, the title and the address, then send the request to the supplier.`}
      />
      <Panel title={t`Supplier, title and address`}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Fact label={t`Supplier`}>
            <Text data-testid="confirm-vendor">{review.vendorName}</Text>
          </Fact>
          <Fact label={t`Invoice title`}>
            <Text data-testid="confirm-title">{review.title.name}</Text>
            <Text color="fg.muted">{t`Tax no. ${review.title.taxNo}`}</Text>
            <Text color="fg.muted">{review.title.bank}</Text>
            <Text color="fg.muted">{review.title.address}</Text>
          </Fact>
          <Fact label={t`Invoice receiving address`}>
            <Text data-testid="confirm-address">
              {review.address.name} {review.address.phone}
            </Text>
            <Text color="fg.muted">{review.address.address}</Text>
          </Fact>
        </SimpleGrid>
        {review.remark ? (
          <Box mt="3">
            <Fact label={t`Note to the supplier`}>{review.remark}</Fact>
          </Box>
        ) : null}
      </Panel>
      <Panel title={t`Order lines`}>
        <ReviewLines preview={review} />
      </Panel>
      <Stack direction="row" justify="flex-end" gap="2">
        <Button variant="outline" data-testid="confirm-back" onClick={() => backToEdit()}>
          {t`Back to edit`}
        </Button>
        <Button data-testid="confirm-send" loading={create.isPending} onClick={send}>
          {t`Send invoice request`}
        </Button>
      </Stack>
    </Stack>
  );
}

/** `/assetsManagement/confirm`: review an invoice request, then send it or go back to the form. */
export function RequestConfirmPage() {
  const { t } = useLingui();
  const location = useLocation();
  const state = readDraftState(location.state);
  if (!state) {
    return (
      <EmptyState
        title={t`Nothing to review`}
        description={t`Fill in an invoice request first; its review opens from the form.`}
        action={
          <Button asChild>
            <Link to={FORM}>{t`New invoice request`}</Link>
          </Button>
        }
      />
    );
  }
  return <Review state={state} />;
}
