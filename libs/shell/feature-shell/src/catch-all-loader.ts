import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { externalTarget } from './external-redirect.ts';

/** Unknown paths → /404, except a path that holds an http(s) address, which goes there (spec §2). */
export function catchAllLoader({ request }: LoaderFunctionArgs): never {
  const url = new URL(request.url);
  const target = externalTarget(url.pathname, url.search, url.hash);
  throw redirect(target ?? '/404');
}
