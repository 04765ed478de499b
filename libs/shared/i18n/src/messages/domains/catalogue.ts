// Server messages of the catalogue domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/catalogue.ts).
export const catalogueMessages = {
  'catalogue.itemUnavailable': /*i18n*/ {
    id: 'catalogue.itemUnavailable',
    message: 'Some goods are no longer available (removed, off the shelf or out of stock): {names}',
  },
  'catalogue.goodsNotFound': /*i18n*/ { id: 'catalogue.goodsNotFound', message: 'These goods do not exist' },
  'catalogue.cartItemNotFound': /*i18n*/ {
    id: 'catalogue.cartItemNotFound',
    message: 'This item is not in your cart',
  },
  'catalogue.productCodeUnknown': /*i18n*/ {
    id: 'catalogue.productCodeUnknown',
    message: 'No goods on the shelf have this product code',
  },
  'catalogue.channelUnavailable': /*i18n*/ {
    id: 'catalogue.channelUnavailable',
    message: 'The e-commerce channel is not answering. Try again in a moment.',
  },
  'catalogue.materialNotFound': /*i18n*/ {
    id: 'catalogue.materialNotFound',
    message: 'This material does not exist',
  },
  'catalogue.materialCodeTaken': /*i18n*/ {
    id: 'catalogue.materialCodeTaken',
    message: 'Another material already has this code',
  },
  'catalogue.skuTaken': /*i18n*/ {
    id: 'catalogue.skuTaken',
    message: 'Other goods already have this product code',
  },
  'catalogue.vendorNotServing': /*i18n*/ {
    id: 'catalogue.vendorNotServing',
    message: 'This supplier does not serve your company',
  },
  'catalogue.cartQuantityLimit': /*i18n*/ {
    id: 'catalogue.cartQuantityLimit',
    message: 'A cart line can hold at most {max} units',
  },
  'catalogue.cartAdded': /*i18n*/ { id: 'catalogue.cartAdded', message: 'Added to the cart' },
  'catalogue.cartUpdated': /*i18n*/ { id: 'catalogue.cartUpdated', message: 'Quantity updated' },
  'catalogue.cartDeleted': /*i18n*/ { id: 'catalogue.cartDeleted', message: 'Removed from the cart' },
  'catalogue.commonCategoriesSaved': /*i18n*/ {
    id: 'catalogue.commonCategoriesSaved',
    message: 'Common purchase categories saved',
  },
  'catalogue.materialSaved': /*i18n*/ { id: 'catalogue.materialSaved', message: 'Material saved' },
  'catalogue.priceSaved': /*i18n*/ { id: 'catalogue.priceSaved', message: 'Price saved' },
  'catalogue.goodsSaved': /*i18n*/ { id: 'catalogue.goodsSaved', message: 'Goods saved' },
  'catalogue.shelfChanged': /*i18n*/ { id: 'catalogue.shelfChanged', message: 'Shelf state changed' },
  'catalogue.storeSaved': /*i18n*/ { id: 'catalogue.storeSaved', message: 'Store saved' },
};
