import type { TestApp } from '../support/test-app.ts';
import type { Access } from '@procure/server-http';
import type { Site } from '@procure/shared-codes';

/** A route of the built app, as the onRoute collector saw it. */
export type RouteInfo = { method: string; url: string; access: Access };

/** Kinds of owned objects the matrix probes with foreign ids (see fixtures.ts). */
export type ObjectKind =
  | 'address'
  | 'tenantVendor'
  | 'role'
  | 'file'
  | 'employee'
  | 'workProxy'
  // issue #6: each domain's owned documents, fixtures in domains/<domain>.ts
  | `${'masterdata' | 'budget' | 'catalogue' | 'approval' | 'procurement' | 'order' | 'message' | 'vendor' | 'export' | 'receiving' | 'returns' | 'invoice' | 'payment' | 'statement' | 'evaluation' | 'risk'}:${string}`;

/** Who owns a fixture row: a tenant, and within it optionally one user and/or one supplier company. */
export type Owner = { tenantId: string; userId?: string; vendorId?: string };

/** A row that belongs to someone: foreign to every principal it does not belong to. */
export type Fixture = { kind: ObjectKind; name: string; id: string; table: string; owner: Owner };

/** How to call a route, given the object id to aim at (an absent random id, or a foreign fixture's). */
export type RequestSpec = { url?: string; payload?: unknown; headers?: Record<string, string> };

export type MatrixEntry = {
  /** Builds the request. Default: every `:param` of the url replaced by the id, no body. */
  request?: (id: string) => RequestSpec;
  /** The id aims at an object of this kind: callers allowed in are probed with foreign ids too. */
  object?: ObjectKind;
  /** The handler serves only these sites (403 for the others' sessions). */
  sites?: readonly Site[];
  /** The call changes or ends the session (logout, tenant switch): each probe uses a clone of it. */
  freshSession?: boolean;
  /**
   * Operators' platform lists (issue #16 §7): an ops session sees companies of every tenant by design, so
   * rows of any tenant in its answer are not leaks. Every other principal is checked as usual.
   */
  platformWide?: boolean;
  /** Why the entry looks the way it does, when that is not obvious. */
  note?: string;
};

/** `METHOD url` exactly as registered, e.g. `GET /api/v1/person/addresses/list`. */
export type MatrixEntries = Record<string, MatrixEntry>;

/** A domain's share of the matrix (domains/<domain>.ts): its route entries and its owned-object fixtures. */
export type DomainMatrix = {
  entries: MatrixEntries;
  /** Inserts the domain's fixture rows (superuser) and returns them by kind. */
  fixtures?: (t: TestApp) => Promise<Partial<Record<ObjectKind, Fixture[]>>>;
};
