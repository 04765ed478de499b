import { Box, Button, Card, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '@procure/message-data-access';
import { EmptyState, PageHeader } from '@procure/shared-ui';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NoticeBody } from './notice-body.tsx';

/** `/messageCenter/noticeDetail/:id`: a published notice as its recipients read it. */
export function NoticeDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const notice = useNotice(id);
  const back = (
    <Button asChild size="sm" variant="outline">
      <Link to="/messageCenter/index">
        <ArrowLeft size={16} />
        <Trans>Back to messages</Trans>
      </Link>
    </Button>
  );
  return (
    <Box>
      <PageHeader title={t`Notice`} actions={back} />
      {notice.isError ? (
        <EmptyState title={t`This notice does not exist or was withdrawn`} />
      ) : (
        <Card.Root maxW="3xl">
          <Card.Body>
            {notice.data ? (
              <NoticeBody notice={notice.data} facts={false} />
            ) : (
              <Stack gap="3" aria-busy="true" aria-label={t`Loading`}>
                <Skeleton h="6" w="60%" />
                <Skeleton h="16" />
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      )}
    </Box>
  );
}
