import { Badge, Box, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMessage } from '@procure/message-data-access';
import { EmptyState, PageHeader, formatInstant } from '@procure/shared-ui';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link as RouterLink, useParams } from 'react-router';
import { MESSAGE_KIND_LABELS } from './message-kind-label.ts';

/** A published notice's page; other messages of the kind "notice" (evaluations, certificates…) link to documents. */
const NOTICE_PAGE = '/messageCenter/noticeDetail/';

/**
 * /messageCenter/detail/:id: one message (opening marks it read) with a link to its document.
 * `isLinkShown` lets a portal hide links that are not its own pages (the supplier portal; default: all).
 */
export function MessageDetailPage({
  isLinkShown = () => true,
}: { isLinkShown?: (link: string) => boolean } = {}) {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const message = useMessage(id);

  const back = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to="/messageCenter/index">
        <ArrowLeft size={16} />
        <Trans>Back to messages</Trans>
      </RouterLink>
    </Button>
  );

  if (message.isError) {
    return (
      <Box>
        <PageHeader title={<Trans>Message</Trans>} actions={back} />
        <EmptyState title={t`This message does not exist or was deleted`} />
      </Box>
    );
  }
  const data = message.data;
  return (
    <Box>
      <PageHeader title={<Trans>Message</Trans>} actions={back} />
      <Card.Root maxW="3xl">
        <Card.Body>
          {data ? (
            <Stack gap="4">
              <Stack gap="1">
                <Text textStyle="xl" fontWeight="semibold" data-testid="message-title">
                  {data.title}
                </Text>
                <HStack gap="2" color="fg.muted" textStyle="sm">
                  <Badge variant="subtle">{i18n._(MESSAGE_KIND_LABELS[data.kind])}</Badge>
                  <Text>{formatInstant(data.createdAt, i18n.locale)}</Text>
                </HStack>
              </Stack>
              <Text whiteSpace="pre-wrap">{data.body}</Text>
              {data.link && isLinkShown(data.link) ? (
                <Box>
                  <Button asChild colorPalette="brand" size="sm">
                    <RouterLink to={data.link}>
                      <ExternalLink size={16} />
                      {data.link.startsWith(NOTICE_PAGE) ? (
                        <Trans>Open the notice</Trans>
                      ) : (
                        <Trans>Open the document</Trans>
                      )}
                    </RouterLink>
                  </Button>
                </Box>
              ) : null}
            </Stack>
          ) : (
            <Stack gap="3" aria-busy="true" aria-label={t`Loading`}>
              <Skeleton h="6" w="60%" />
              <Skeleton h="4" w="30%" />
              <Skeleton h="16" />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
