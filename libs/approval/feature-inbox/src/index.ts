export { InboxPage, TaskStateText } from './inbox-page.tsx';
export { MyTodoCard, TODO_PAGE_SIZE } from './todo-card.tsx';
export { MobileApprovalListPage, purchaseRequestsFirst } from './mobile-list-page.tsx';
export { MobileApprovalDetailPage } from './mobile-detail-page.tsx';
export { ActDialog } from './act-dialog.tsx';
export { BatchApproveDialog } from './batch-approve-dialog.tsx';
