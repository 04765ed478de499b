import { describe, expect, it } from 'vitest';
import { isMobileMessenger, isTimeoutRedirectExempt, loginPath, pathFromMobileHash } from './login-target.ts';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN';
const DINGTALK =
  'Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0 Mobile Safari/537.36 AliApp(DingTalk/7.0.40) com.alibaba.android.rimet/0 Channel/227200 language/zh-CN';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('login target (spec §2, §8)', () => {
  it('sends WeChat and DingTalk browsers to the mobile login tip, others to /login', () => {
    expect(isMobileMessenger(WECHAT)).toBe(true);
    expect(isMobileMessenger(DINGTALK)).toBe(true);
    expect(loginPath(WECHAT)).toBe('/mobile/loginTip');
    expect(loginPath(CHROME)).toBe('/login');
  });

  it('exempts the mobile download and login tip pages from the timeout redirect', () => {
    expect(isTimeoutRedirectExempt('/mobile/loginTip')).toBe(true);
    expect(isTimeoutRedirectExempt('/mobile/fileDownload/abc')).toBe(true);
    expect(isTimeoutRedirectExempt('/userSetting/address')).toBe(false);
  });

  it('reads the mobile hash routes', () => {
    expect(pathFromMobileHash('#/mobile/loginTip')).toBe('/mobile/loginTip');
    expect(pathFromMobileHash('#section-2')).toBeNull();
    expect(pathFromMobileHash('')).toBeNull();
  });
});
