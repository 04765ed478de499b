export { ApprovalProgress, type ApprovalProgressView, type ApproverState } from './approval-progress.tsx';
