import type { ApprovalProgressView } from '@procure/approval-ui';

// The shapes the vendor domain's presentational components show (structurally what vendor-data-access's
// API types hold; a ui library does not import a data-access one).

/** One changed field of a profile change application. */
export type ProfileChange = {
  section: 'enterprise' | 'contact' | 'bankAccount';
  index: number | null;
  field: string;
  old: string | null;
  new: string | null;
};

export type ApplicationViewData = {
  code: string;
  status: number;
  reason: string | null;
  name: string;
  socialCreditCode: string;
  address: string;
  contactName: string;
  contactMobile: string;
  contactEmail: string;
  bankName: string;
  bankAccount: string;
};

export type HistoryEntry = {
  id: string;
  action: number;
  actorName: string;
  onBehalfOfName: string | null;
  comment: string | null;
  at: string;
};

export type CategoryName = { id: string; name: string };
export type ProgressView = ApprovalProgressView | null;
