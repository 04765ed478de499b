import { DataList, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Notice } from '@procure/message-data-access';
import { formatInstant } from '@procure/shared-ui';
import { NoticeStatusBadge, useAudienceText } from './notice-status.tsx';

/** A notice's title, facts and full text (shared by the admin's detail and the readers' page). */
export function NoticeBody({ notice, facts }: { notice: Notice; facts: boolean }) {
  const { t, i18n } = useLingui();
  const audience = useAudienceText();
  const at = notice.publishedAt ?? notice.publishAt;
  const read = notice.readCount;
  const total = notice.recipientCount;
  return (
    <Stack gap="4">
      <Text textStyle="xl" fontWeight="semibold" data-testid="notice-title">
        {notice.title}
      </Text>
      {facts ? (
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t`Status`}</DataList.ItemLabel>
            <DataList.ItemValue>
              <NoticeStatusBadge status={notice.status} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Audience`}</DataList.ItemLabel>
            <DataList.ItemValue>{audience(notice)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Publish time`}</DataList.ItemLabel>
            <DataList.ItemValue>{at ? formatInstant(at, i18n.locale) : t`When published`}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Read`}</DataList.ItemLabel>
            <DataList.ItemValue>{t`${read} of ${total}`}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      ) : (
        <Text color="fg.muted" textStyle="sm">
          {at ? formatInstant(at, i18n.locale) : null}
        </Text>
      )}
      <Text whiteSpace="pre-wrap" data-testid="notice-content">
        {notice.content}
      </Text>
    </Stack>
  );
}
