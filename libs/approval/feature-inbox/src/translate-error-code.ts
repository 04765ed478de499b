import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A batch item's errorCode in words. The web catalog does not hold the server's messages, so the
 * codes a batch approval can answer get their own texts here; anything else reads "Not approved".
 */
export function translateErrorCode(i18n: I18n, code: string | undefined): string {
  switch (code) {
    case 'approval.notPending':
      return i18n._(msg`No longer waiting for you`);
    case 'common.notFound':
    case 'approval.notFound':
      return i18n._(msg`Not found`);
    default:
      return i18n._(msg`Not approved`);
  }
}
