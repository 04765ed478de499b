import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePurchaseApply } from '@procure/procurement-data-access';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, PageHeader, PrintLayout } from '@procure/shared-ui';
import { Printer } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApplyDocument } from './apply-document.tsx';
import { useActionLabels, useRequestActions } from './use-request-actions.tsx';

function useRequestOfRoute() {
  const { id } = useParams();
  return usePurchaseApply(id);
}

function NotFound({ error }: { error: unknown }) {
  const { t } = useLingui();
  return <EmptyState title={t`Request not found`} description={isApiError(error) ? error.desc : undefined} />;
}

/** `/procurement/preview/:id`: the request as it will be submitted, with Back to edit / Submit. */
export function ApplyPreviewPage() {
  const { t } = useLingui();
  const request = useRequestOfRoute();
  const labels = useActionLabels();
  const actions = useRequestActions();
  if (request.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!request.data) return <NotFound error={request.error} />;
  const detail = request.data;
  return (
    <Stack gap="4">
      <PageHeader
        title={t`Preview: ${detail.title}`}
        actions={
          <HStack gap="2">
            {detail.actions.edit ? (
              <Button asChild variant="outline">
                <Link to={`/procurement/edit/${detail.id}`}>
                  <Trans>Back to edit</Trans>
                </Link>
              </Button>
            ) : null}
            {detail.actions.commit ? (
              <Button
                loading={actions.pendingId === detail.id}
                onClick={() =>
                  actions.run('commit', { id: detail.id, code: detail.code, totalAmount: detail.totalAmount })
                }
                data-testid="preview-commit"
              >
                {labels.commit}
              </Button>
            ) : null}
          </HStack>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <ApplyDocument detail={detail} />
      </Box>
      {actions.dialogs}
    </Stack>
  );
}

/** `/procurement/print/:id`: an A4 sheet of the request (screen controls hide when printing). */
export function ApplyPrintPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const request = useRequestOfRoute();
  if (request.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!request.data) return <NotFound error={request.error} />;
  const detail = request.data;
  return (
    <PrintLayout
      title={t`Purchase request ${detail.code}`}
      companyName={detail.legalEntityName ?? ''}
      toolbar={
        <>
          <Button variant="outline" onClick={() => void navigate(-1)}>
            <Trans>Back</Trans>
          </Button>
          <Button onClick={() => window.print()}>
            <Printer />
            <Trans>Print</Trans>
          </Button>
        </>
      }
    >
      <ApplyDocument detail={detail} />
    </PrintLayout>
  );
}
