import { Box, Button, Card, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice, useNoticeActions, type NoticeAction } from '@procure/message-data-access';
import { ConfirmDialog, EmptyState, PageHeader, showSuccessToast } from '@procure/shared-ui';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NoticeBody } from './notice-body.tsx';

/** `/setting/noticeSetting/detail/:id`: the admin's view of a notice with its actions by state. */
export function NoticeAdminPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const notice = useNotice(id);
  const { act } = useNoticeActions();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<NoticeAction | null>(null);

  const questions: Record<NoticeAction, { title: string; body: string; confirm: string }> = {
    publish: {
      title: t`Publish this notice?`,
      body: notice.data?.publishAt
        ? t`It goes out at the publish time you set; until then you can withdraw it.`
        : t`Every recipient gets it in the message center now.`,
      confirm: t`Publish`,
    },
    withdraw: {
      title: t`Withdraw this notice?`,
      body:
        notice.data?.status === 'scheduled'
          ? t`It will not go out and becomes a draft again.`
          : t`Recipients who have not read it will no longer see it.`,
      confirm: t`Withdraw`,
    },
    delete: {
      title: t`Delete this draft?`,
      body: t`Nothing was sent; the draft is removed.`,
      confirm: t`Delete`,
    },
  };

  const run = async () => {
    if (!asking || !id) return;
    try {
      const { desc } = await act.mutateAsync({ action: asking, id });
      showSuccessToast(desc);
      if (asking === 'delete') void navigate('/setting/noticeSetting');
    } finally {
      setAsking(null);
    }
  };

  const status = notice.data?.status;
  const actions = (
    <HStack>
      <Button asChild size="sm" variant="outline">
        <Link to="/setting/noticeSetting">
          <ArrowLeft size={16} />
          <Trans>Notices</Trans>
        </Link>
      </Button>
      {status === 'draft' ? (
        <>
          <Button asChild size="sm" variant="outline">
            <Link to={`/setting/noticeSetting/create?id=${id}`}>{t`Edit`}</Link>
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking('delete')}>
            {t`Delete`}
          </Button>
          <Button size="sm" onClick={() => setAsking('publish')}>
            {t`Publish`}
          </Button>
        </>
      ) : null}
      {status === 'scheduled' || status === 'published' ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking('withdraw')}>
          {t`Withdraw`}
        </Button>
      ) : null}
    </HStack>
  );

  return (
    <Box>
      <PageHeader title={t`Notice`} actions={actions} />
      {notice.isError ? (
        <EmptyState title={t`This notice does not exist`} />
      ) : (
        <Card.Root maxW="3xl">
          <Card.Body>
            {notice.data ? (
              <NoticeBody notice={notice.data} facts />
            ) : (
              <Stack gap="3" aria-busy="true" aria-label={t`Loading`}>
                <Skeleton h="6" w="60%" />
                <Skeleton h="16" />
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      )}
      {asking ? (
        <ConfirmDialog
          open
          title={questions[asking].title}
          description={questions[asking].body}
          confirmLabel={questions[asking].confirm}
          tone={asking === 'publish' ? 'primary' : 'danger'}
          loading={act.isPending}
          onConfirm={() => void run()}
          onOpenChange={(open) => {
            if (!open) setAsking(null);
          }}
        />
      ) : null}
    </Box>
  );
}
