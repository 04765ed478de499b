import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Notice } from '@procure/message-data-access';

type Status = Notice['status'];
const PALETTE: Record<Status, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
  withdrawn: 'orange',
};
export const NOTICE_STATUSES: readonly Status[] = ['draft', 'scheduled', 'published', 'withdrawn'];

export function useNoticeStatusLabels(): Record<Status, string> {
  const { t } = useLingui();
  return {
    draft: t({ message: 'Draft', context: 'notice status' }),
    scheduled: t`Scheduled`,
    published: t`Published`,
    withdrawn: t`Withdrawn`,
  };
}

export function NoticeStatusBadge({ status }: { status: Status }) {
  const labels = useNoticeStatusLabels();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-status={status}>
      {labels[status]}
    </Badge>
  );
}

/** "Everyone", or the audience roles' names. */
export function useAudienceText() {
  const { t } = useLingui();
  return (notice: Pick<Notice, 'audience' | 'roleNames'>) =>
    notice.audience === 'all' ? t`Everyone` : notice.roleNames.join(', ');
}
