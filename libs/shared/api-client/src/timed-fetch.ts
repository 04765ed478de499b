/**
 * Wraps fetch with the 60 s limit of spec §9. The caller's own abort still works; the timeout
 * rejects with a DOMException named `TimeoutError` so the middleware can say "timed out".
 */
export function withTimeout(
  baseFetch: (request: Request) => Promise<Response>,
  timeoutMs: number,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
      timeoutMs,
    );
    const forwardAbort = () => controller.abort(request.signal.reason);
    request.signal.addEventListener('abort', forwardAbort, { once: true });
    try {
      return await baseFetch(new Request(request, { signal: controller.signal }));
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardAbort);
    }
  };
}
