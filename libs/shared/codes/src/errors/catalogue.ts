// Error and success codes of the catalogue domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/catalogue.ts. Ids start with the domain: 'catalogue.xxx'.
export const CATALOGUE_ERROR_CODES = {
  catalogueItemUnavailable: 'catalogue.itemUnavailable',
  catalogueGoodsNotFound: 'catalogue.goodsNotFound',
  catalogueCartItemNotFound: 'catalogue.cartItemNotFound',
  catalogueProductCodeUnknown: 'catalogue.productCodeUnknown',
  catalogueChannelUnavailable: 'catalogue.channelUnavailable',
  catalogueMaterialNotFound: 'catalogue.materialNotFound',
  catalogueMaterialCodeTaken: 'catalogue.materialCodeTaken',
  catalogueSkuTaken: 'catalogue.skuTaken',
  catalogueVendorNotServing: 'catalogue.vendorNotServing',
  catalogueCartQuantityLimit: 'catalogue.cartQuantityLimit',
} as const;

export const CATALOGUE_SUCCESS_MESSAGES = {
  catalogueCartAdded: 'catalogue.cartAdded',
  catalogueCartUpdated: 'catalogue.cartUpdated',
  catalogueCartDeleted: 'catalogue.cartDeleted',
  catalogueCommonCategoriesSaved: 'catalogue.commonCategoriesSaved',
  catalogueMaterialSaved: 'catalogue.materialSaved',
  cataloguePriceSaved: 'catalogue.priceSaved',
  catalogueGoodsSaved: 'catalogue.goodsSaved',
  catalogueShelfChanged: 'catalogue.shelfChanged',
  catalogueStoreSaved: 'catalogue.storeSaved',
} as const;
