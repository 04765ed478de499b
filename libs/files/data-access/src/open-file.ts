import { i18n } from '@lingui/core';
import { HEADERS, type AppKey } from '@procure/shared-codes';
import { getSession } from '@procure/shared-api-client';

/**
 * Opens a stored file (`GET /api/v1/file/:id`) in a new tab. A link cannot send the session token
 * header, so the file is read with it and shown from a blob URL (works on phones too). The tab is
 * opened first, inside the click, so that pop-up blockers let it through.
 */
export async function openStoredFile(url: string, appKey: AppKey = 'buyer'): Promise<void> {
  const tab = typeof window === 'undefined' ? null : window.open('', '_blank');
  const { token } = getSession();
  const headers: Record<string, string> = {
    [HEADERS.language]: i18n.locale === 'en-US' ? 'en_us' : 'zh_cn',
    [HEADERS.appKey]: appKey,
  };
  if (token) headers[HEADERS.token] = token;
  const response = await fetch(url, { headers });
  if (!response.ok) {
    tab?.close();
    throw new Error(String(response.status));
  }
  const blobUrl = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = blobUrl;
  else window.location.href = blobUrl;
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}
