// The brands' display names are the catalogue's (libs/domain), shared with the receipt reading.
export { PRODUCT_NAMES, productName } from '@lens/domain';
