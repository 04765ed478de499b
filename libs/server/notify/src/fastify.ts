import type { FastifyInstance } from 'fastify';
import type { Db } from '@procure/server-db';
import { createNotifier } from './create-notifier.ts';
import type { Notifier, NotifyConfig } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/** Decorates the app with `app.notifier` (simulator unless the configuration names a real provider). */
export function installNotifier(app: FastifyInstance, config: NotifyConfig, db: Db): Notifier {
  const notifier = createNotifier(config, { db, log: app.log });
  app.decorate('notifier', notifier);
  return notifier;
}
