import { httpChannel } from './http.ts';
import { simulatorChannel } from './simulator.ts';
import type { ChannelId, CommerceChannel } from './types.ts';

/** The environment keys of the channels (apps/api/src/config.ts validates them at start-up). */
export type ChannelConfig = {
  CHANNEL1_PROVIDER?: 'simulator' | 'http';
  CHANNEL1_HTTP_URL?: string | undefined;
  CHANNEL1_APP_KEY?: string | undefined;
  CHANNEL2_PROVIDER?: 'simulator' | 'http';
  CHANNEL2_HTTP_URL?: string | undefined;
  CHANNEL2_APP_KEY?: string | undefined;
};

type Log = { info: (obj: object, msg: string) => void };
export type Channels = Record<ChannelId, CommerceChannel>;

function pick(channel: ChannelId, provider: string | undefined, url?: string, appKey?: string, log?: Log) {
  if (provider !== 'http') return simulatorChannel(channel, log);
  if (!url) throw new Error(`${channel.toUpperCase()}_PROVIDER=http needs ${channel.toUpperCase()}_HTTP_URL`);
  return httpChannel(channel, { baseUrl: url, appKey: appKey ?? '' });
}

/** One adapter per channel, chosen by configuration; the simulator unless `http` is set. */
export function createChannels(config: ChannelConfig, log?: Log): Channels {
  return {
    channel1: pick(
      'channel1',
      config.CHANNEL1_PROVIDER,
      config.CHANNEL1_HTTP_URL,
      config.CHANNEL1_APP_KEY,
      log,
    ),
    channel2: pick(
      'channel2',
      config.CHANNEL2_PROVIDER,
      config.CHANNEL2_HTTP_URL,
      config.CHANNEL2_APP_KEY,
      log,
    ),
  };
}

// The cart contract (called by procurement with only a transaction) needs the channels too: the
// app installs them once at start-up; until then (unit tests, tools) the simulators answer.
let installed: Channels = createChannels({});

export function installChannels(channels: Channels): void {
  installed = channels;
}

export function channelOf(id: ChannelId): CommerceChannel {
  return installed[id];
}
