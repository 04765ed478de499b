import type { ApiV1Paths, BidPaths, DataOf } from '@procure/shared-api-client';

/** `GET /monitorin/list`: the tenant's suppliers, which are monitored, and the package. */
export type MonitoringList = DataOf<ApiV1Paths['/monitorin/list']['get']['responses'][200]>;
export type MonitorRow = MonitoringList['items'][number];
export type MonitoringPackage = MonitoringList['package'];
/** A supplier's risk or social page (`GET /monitorin/risk`, `/monitorin/social`). */
export type VendorRecords = DataOf<ApiV1Paths['/monitorin/risk']['get']['responses'][200]>;
export type RiskRecord = VendorRecords['records'][number];
export type RiskKind = RiskRecord['kind'];
export type RecordsPage = DataOf<ApiV1Paths['/monitorin/records']['get']['responses'][200]>;
export type RiskSettings = DataOf<ApiV1Paths['/monitorin/settings']['get']['responses'][200]>;
export type RiskSettingsInput = NonNullable<
  ApiV1Paths['/monitorin/settings/save']['post']['requestBody']
>['content']['application/json'];
/** `POST /bid/qxb/enterprise/invokeRecordPage`. */
export type InvocationsPage = DataOf<BidPaths['/qxb/enterprise/invokeRecordPage']['post']['responses'][200]>;
export type Invocation = InvocationsPage['rows'][number];
export type EnterpriseDetails = DataOf<ApiV1Paths['/enterprise/getQxbInfo/{id}']['get']['responses'][200]>;
export type RequestResult = DataOf<BidPaths['/qxb/enterprise/requestDishonesty']['post']['responses'][200]>;
