import { i18n } from '@lingui/core';
import { HEADERS, type AppKey, type UploadTypeCode } from '@procure/shared-codes';
import { getSession } from '@procure/shared-api-client';

export type UploadedFile = {
  id: string;
  name: string;
  size: number;
  type: number;
  contentType: string;
  url: string;
};

/** A refused upload: the server's translated text and its error code (e.g. validation.fileType, 413). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode: string | undefined,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export type UploadOptions = { appKey?: AppKey; signal?: AbortSignal };

/**
 * POST /api/v1/file/upload through XMLHttpRequest, because fetch reports no upload progress. Sends the
 * same headers as the api-client (token, language, app-key). `onProgress` gets 0–100.
 */
export function uploadFile(
  file: File,
  type: UploadTypeCode,
  onProgress?: (percent: number) => void,
  options: UploadOptions = {},
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/file/upload');
    const { token } = getSession();
    if (token) xhr.setRequestHeader(HEADERS.token, token);
    xhr.setRequestHeader(HEADERS.language, i18n.locale === 'en-US' ? 'en_us' : 'zh_cn');
    xhr.setRequestHeader(HEADERS.appKey, options.appKey ?? 'buyer');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let envelope: { code?: number; data?: unknown; desc?: string } = {};
      try {
        envelope = JSON.parse(xhr.responseText) as typeof envelope;
      } catch {
        // a proxy's HTML error page: fall through with the status only
      }
      if (xhr.status === 200 && envelope.code === 0) {
        onProgress?.(100);
        resolve(envelope.data as UploadedFile);
        return;
      }
      const data = envelope.data as { errorCode?: string } | undefined;
      reject(new UploadError(envelope.desc || `HTTP ${xhr.status}`, xhr.status, data?.errorCode));
    };
    xhr.onerror = () => reject(new UploadError('Network error', 0, undefined));
    xhr.onabort = () => reject(new UploadError('Aborted', 0, undefined));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    // `type` before the file, so a streaming reader knows it first.
    form.append('type', String(type));
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The Upload component's `upload` prop, bound to one upload type. */
export const uploaderFor =
  (type: UploadTypeCode) =>
  (file: File, onProgress: (percent: number) => void): Promise<UploadedFile> =>
    uploadFile(file, type, onProgress);
