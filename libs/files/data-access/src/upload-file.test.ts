import { describe, expect, it } from 'vitest';
import { UploadError } from './upload-file.ts';

describe('UploadError', () => {
  it("carries the server's status and error code for the caller's message", () => {
    const error = new UploadError('不能上传', 422, 'validation.fileType');
    expect(error).toBeInstanceOf(Error);
    expect({ message: error.message, status: error.status, code: error.errorCode }).toEqual({
      message: '不能上传',
      status: 422,
      code: 'validation.fileType',
    });
  });
});
