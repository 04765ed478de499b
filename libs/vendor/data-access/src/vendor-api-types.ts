import type { ApiV1Paths } from '@procure/shared-api-client';

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type DataOf<R> = JsonOf<R> extends { data: infer D } ? D : never;

/** `GET /vendor/list`: the tenant's suppliers with the worst state of their mandatory certificates. */
export type VendorRow = DataOf<ApiV1Paths['/vendor/list']['get']['responses'][200]>[number];
/** Requirements (state, days left, blocking) and certificates of one supplier. */
export type QualificationOverview = DataOf<ApiV1Paths['/vdQualification/overview']['get']['responses'][200]>;
export type Requirement = QualificationOverview['requirements'][number];
export type Certificate = QualificationOverview['certificates'][number];
export type CertificateState = Requirement['state'];
/** Body of `POST /vdQualification/save`. */
export type CertificateInput = NonNullable<
  ApiV1Paths['/vdQualification/save']['post']['requestBody']
>['content']['application/json'];
