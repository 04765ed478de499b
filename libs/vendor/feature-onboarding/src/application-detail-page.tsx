import { Box, Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, PageHeader } from '@procure/shared-ui';
import { useApplicationDetail } from '@procure/vendor-data-access';
import { Link, useParams } from 'react-router';
import { ApplicationView } from '@procure/vendor-ui';

/** Buyer `/vendor/application/detail/:id`: the application, its approval route and history. */
export function ApplicationDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const detail = useApplicationDetail(id);
  const data = detail.data;
  return (
    <Box>
      <PageHeader
        title={data ? t`Supplier application ${data.application.code}` : t`Supplier application`}
        actions={
          <Button asChild variant="outline">
            <Link to="/vendor/application">
              <Trans>Back to the applications</Trans>
            </Link>
          </Button>
        }
      />
      {detail.isError ? (
        <EmptyState
          title={t`This application is not available`}
          description={isApiError(detail.error) ? detail.error.desc : undefined}
        />
      ) : data ? (
        <ApplicationView
          application={data.application}
          categories={data.categories}
          supplierStatus={data.supplierStatus}
          progress={data.progress}
          history={data.history}
        />
      ) : null}
    </Box>
  );
}
