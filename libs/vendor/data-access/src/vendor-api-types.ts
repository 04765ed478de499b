import type { ApiV1Paths, DataOf } from '@procure/shared-api-client';

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

/** `GET /vendor/invitation/list` rows. */
export type Invitation = DataOf<ApiV1Paths['/vendor/invitation/list']['get']['responses'][200]>[number];
export type InvitationState = Invitation['state'];
/** Supplier: `GET /vdCustomer/list` rows (the buyers its company serves). */
export type Customer = DataOf<ApiV1Paths['/vdCustomer/list']['get']['responses'][200]>[number];
/** Supplier: `GET /vdInvitation/open` rows (open invitations addressed to its company). */
export type OpenInvitation = DataOf<ApiV1Paths['/vdInvitation/open']['get']['responses'][200]>[number];
/** What the invitation link's page shows. */
export type InvitationInfo = DataOf<ApiV1Paths['/vendorInvite/info']['get']['responses'][200]>;
/** `GET /vendor/application/list` rows. */
export type ApplicationRow = DataOf<ApiV1Paths['/vendor/application/list']['get']['responses'][200]>[number];
export type ApplicationDetail = DataOf<
  ApiV1Paths['/vendor/application/detail/{id}']['get']['responses'][200]
>;
export type MyApplication = DataOf<ApiV1Paths['/vdApplication/mine']['get']['responses'][200]>;
export type CategoryOption = MyApplication['categories'][number];

/** The supplier's own profile page (`GET /vdProfile/mine`). */
export type MyProfile = DataOf<ApiV1Paths['/vdProfile/mine']['get']['responses'][200]>;
export type VendorProfile = MyProfile['profile'];
export type ChangeApplication = MyProfile['changes'][number];
export type ProfileChange = ChangeApplication['changes'][number];
/** The buyer's supplier file (`GET /vendor/detail/{id}`). */
export type SupplierFile = DataOf<ApiV1Paths['/vendor/detail/{id}']['get']['responses'][200]>;
/** One change application with its approval (`GET /vendor/change/detail/{id}`). */
export type ChangeDetail = DataOf<ApiV1Paths['/vendor/change/detail/{id}']['get']['responses'][200]>;

/** Lifecycle actions and classification (issue #16 §2, §4). */
export type LifecycleState = DataOf<ApiV1Paths['/vendor/lifecycle']['get']['responses'][200]>;
export type StatusChange = DataOf<ApiV1Paths['/vendor/status/history']['get']['responses'][200]>[number];
export type VendorClass = DataOf<ApiV1Paths['/vendor/class/list']['get']['responses'][200]>[number];
export type ClassificationRecord = DataOf<
  ApiV1Paths['/vendor/class/conversion/list']['get']['responses'][200]
>[number];
export type VendorClassification = DataOf<ApiV1Paths['/vendor/classification']['get']['responses'][200]>;
export type SupplierClass = NonNullable<VendorClassification['current']>;
