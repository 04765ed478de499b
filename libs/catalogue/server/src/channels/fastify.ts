import type { FastifyInstance } from 'fastify';
import { createChannels, installChannels, type ChannelConfig, type Channels } from './registry.ts';

/** Chooses the channel adapters from the configuration (simulators by default) at start-up. */
export function installCommerceChannels(app: FastifyInstance, config: ChannelConfig): Channels {
  const channels = createChannels(config, app.log);
  installChannels(channels);
  app.log.info({ channels: [channels.channel1.name, channels.channel2.name] }, 'commerce channels');
  return channels;
}
