/** Spec §2: a mobile messenger's built-in browser (WeChat, WeCom, DingTalk) gets the login tip page. */
export function isMobileMessenger(userAgent: string): boolean {
  return /MicroMessenger|wxwork|DingTalk/i.test(userAgent);
}

export const MOBILE_LOGIN_TIP_PATH = '/mobile/loginTip';
export const MOBILE_FILE_DOWNLOAD_PATH = '/mobile/fileDownload';

/** Where an unauthenticated or timed-out user goes. */
export function loginPath(userAgent: string = currentUserAgent()): string {
  return isMobileMessenger(userAgent) ? MOBILE_LOGIN_TIP_PATH : '/login';
}

/** Spec §8: the mobile file-download and login-tip pages are exempt from the timeout redirect. */
export function isTimeoutRedirectExempt(pathname: string): boolean {
  return pathname.startsWith(MOBILE_FILE_DOWNLOAD_PATH) || pathname.startsWith(MOBILE_LOGIN_TIP_PATH);
}

/**
 * The mobile pages are addressed as hash routes (`/#/mobile/loginTip`, as links sent to phones
 * have them): the path form the router knows, or null when the hash is not such a route.
 */
export function pathFromMobileHash(hash: string): string | null {
  return hash.startsWith('#/mobile/') ? hash.slice(1) : null;
}

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}
