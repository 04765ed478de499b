export { MessageCenterPage } from './message-center-page.tsx';
export { MessageDetailPage } from './message-detail-page.tsx';
export { MESSAGE_KIND_LABELS } from './message-kind-label.ts';
