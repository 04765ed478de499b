export { catalogueRoutes } from './routes.ts';
export * from './contract.ts';
export { installCommerceChannels } from './channels/fastify.ts';
export { createChannels, type ChannelConfig } from './channels/registry.ts';
export { simulatorChannel, simulatedCatalogue } from './channels/simulator.ts';
export { httpChannel } from './channels/http.ts';
export {
  CHANNEL_IDS,
  ChannelUnavailableError,
  type ChannelId,
  type CommerceChannel,
} from './channels/types.ts';
export { CHANNEL_VENDORS } from './channel-vendors.ts';
export {
  materials,
  materialPrices,
  catalogueStores,
  catalogueGoods,
  cartItems,
  commonCategories,
} from './schema.ts';
