export { messageKeys, type MessageListFilters } from './message-keys.ts';
export {
  useMessages,
  useMessage,
  useUnreadMessageCount,
  useMessageActions,
  type MessageBatchAction,
  type MessageAllAction,
} from './use-messages.ts';
export { useCartCount } from './use-cart-count.ts';
export { useTopNavCounts } from './use-top-nav-counts.ts';
export {
  useNotices,
  useNotice,
  useNoticeActions,
  noticeKeys,
  type Notice,
  type NoticePage,
  type NoticeQuery,
  type NoticeSaveBody,
  type NoticeAction,
} from './use-notices.ts';
export { copyToErrorOf, searchCopyToPeople, type CopyToPerson } from './copy-to-people.ts';
