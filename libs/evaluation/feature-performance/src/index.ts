export { MouldListPage } from './mould-list-page.tsx';
export { MouldEditPage } from './mould-edit-page.tsx';
