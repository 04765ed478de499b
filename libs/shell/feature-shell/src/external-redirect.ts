/**
 * Spec §2: a route whose path contains `http` goes to that outside address. Returns the address,
 * or null when the path holds no usable http(s) URL.
 */
export function externalTarget(pathname: string, search = '', hash = ''): string | null {
  const start = pathname.indexOf('http');
  if (start < 0) return null;
  let raw = safeDecode(pathname.slice(start)) + search + hash;
  // Some servers collapse `//` in paths: `/https:/x.com` still means https://x.com.
  raw = raw.replace(/^(https?):\/(?!\/)/, '$1://');
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
