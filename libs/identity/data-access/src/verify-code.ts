/** Spec §9: the login image code is 100 by 50 pixels. */
export const VERIFY_CODE_SIZE = { width: 100, height: 50 } as const;

/** A fresh key for one image code; the server remembers the code under it. */
export function newVerifyKey(): string {
  return crypto.randomUUID();
}

/** The image is loaded by an <img>, not through fetch, so the URL is built here. */
export function verifyCodeUrl(key: string): string {
  const { width, height } = VERIFY_CODE_SIZE;
  return `/api/v1/tenant/login/verifycode/${width}/${height}?key=${encodeURIComponent(key)}`;
}
