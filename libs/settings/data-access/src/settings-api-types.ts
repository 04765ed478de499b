import type { ApiV1Paths, BodyOf, DataOf } from '@procure/shared-api-client';

// Generated from the server's OpenAPI document (npm run openapi:generate).
export type MessageSetting = DataOf<ApiV1Paths['/mysetting/messageSetting']['get']['responses'][200]>[number];
export type MessageType = MessageSetting['messageType'];
export type FinanceData = DataOf<ApiV1Paths['/finance/getData']['get']['responses'][200]>;
export type WorkProxy = DataOf<ApiV1Paths['/workproxy/get']['get']['responses'][200]>[number];
export type Colleague = DataOf<ApiV1Paths['/workproxy/candidates']['get']['responses'][200]>[number];
export type WorkProxyBody = BodyOf<ApiV1Paths['/workproxy/set']['post']>;
export type ModifyPasswordBody = BodyOf<ApiV1Paths['/mysetting/modifyPassword']['post']>;
export type ModifyMobileBody = BodyOf<ApiV1Paths['/mysetting/modifyMobile']['post']>;
export type ProfileBody = BodyOf<ApiV1Paths['/mysetting/profile/modify']['post']>;
