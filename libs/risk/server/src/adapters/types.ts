// The business-information adapter's shapes (issue #16 §6): one interface, a deterministic simulator
// (default; every answer says `simulated: true`) and a real HTTP service.

/** The risk signals a business-information service reports, in the order the pages list them. */
export const RISK_SIGNALS = ['dishonesty', 'abnormal', 'lawsuit', 'opinion'] as const;
export type RiskSignalKind = (typeof RISK_SIGNALS)[number];

/** Which company to look up: its unified social credit code and, for the answer, its registered name. */
export type EnterpriseQuery = { socialCreditCode: string; name: string };

export type EnterpriseDetails = {
  name: string;
  socialCreditCode: string;
  legalRepresentative: string;
  registeredCapital: string;
  establishedOn: string;
  /** Registration status as the registry words it, e.g. 存续. */
  registrationStatus: string;
  industry: string;
  address: string;
  businessScope: string;
};

export type RiskSignal = {
  /** The provider's stable id of this signal: the same event always has the same key. */
  key: string;
  kind: RiskSignalKind;
  /** 1 notice, 2 warning, 3 high. */
  level: 1 | 2 | 3;
  title: string;
  content: string;
  source: string;
  occurredOn: string;
  details: Record<string, string>;
};

/** Every answer says who gave it, whether it is simulated and how many cost units the call took. */
export type AdapterAnswer<T> = { provider: string; simulated: boolean; costUnits: number; data: T };

export type BusinessInfoAdapter = {
  name: string;
  simulated: boolean;
  details(query: EnterpriseQuery): Promise<AdapterAnswer<EnterpriseDetails>>;
  /** The signals of one kind that occurred within the year up to `asOf` (YYYY-MM-DD, China date). */
  signals(query: EnterpriseQuery, kind: RiskSignalKind, asOf: string): Promise<AdapterAnswer<RiskSignal[]>>;
};
