import type { Notifier, OutboundMessage } from './types.ts';

export type HttpSmsOptions = { url: string; token: string | undefined; timeoutMs?: number };

/**
 * A real SMS gateway reached over HTTP: POST JSON `{ to, body }` with `Authorization: Bearer <token>`.
 * Any answer other than 2xx (or no answer within the timeout) is a failed delivery.
 */
export function httpSmsNotifier({ url, token, timeoutMs = 10_000 }: HttpSmsOptions): Notifier {
  return {
    name: 'http',
    async send(message: OutboundMessage) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, body: message.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection can be reused.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
