export {
  EXPRESS_ENTRY_TYPES,
  expressCheckoutSchema,
  expressClaimParamsSchema,
  expressClaimSchema,
  expressPhotoSchema,
  type ExpressCheckout,
  type ExpressClaim,
  type ExpressClaimParams,
  type ExpressPhoto,
} from './express-claim';
