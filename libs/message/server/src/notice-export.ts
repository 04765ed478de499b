import { registerExport } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { translateCode } from '@procure/shared-i18n';
import { listNotices, type NoticeView } from './notices.ts';
import { noticeQuerySchema } from './notice-wire.ts';

const filters = noticeQuerySchema.omit({ cursor: true, pageSize: true });

/** The notice list exports through the one export mechanism, with the list's own page function. */
export function registerNoticeExport(): void {
  registerExport<typeof filters._output, NoticeView>({
    key: 'message.notices',
    nameCode: ERROR_CODES.noticeExportName,
    permission: PERMISSIONS.settingNotice,
    filters,
    page: (tx, ctx, { filters: f, cursor, pageSize, locale }) =>
      listNotices(tx, ctx.tenantId!, { ...f, cursor: cursor ?? undefined, pageSize }, locale === 'en-US'),
    columns: {
      title: (r) => r.title,
      status: (r, locale) => translateCode(locale, `notice.status.${r.status}`),
      audience: (r, locale) =>
        r.audience === 'all' ? translateCode(locale, ERROR_CODES.noticeAudienceAll) : r.roleNames.join(', '),
      publishedAt: (r) =>
        r.publishedAt ? new Date(r.publishedAt) : r.publishAt ? new Date(r.publishAt) : null,
      recipientCount: (r) => r.recipientCount,
      readCount: (r) => r.readCount,
      createdAt: (r) => new Date(r.createdAt),
    },
  });
}
