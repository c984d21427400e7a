export {
  makePromoCodeFormSchema,
  promoCodeFormSchema,
  submitPromoCodeSchema,
  type PromoCodeForm,
  type SubmitPromoCode,
} from './promo-code-form';
export {
  deletePromoCodeSchema,
  promoCodeListQuerySchema,
  type DeletePromoCode,
  type PromoCodeListQuery,
} from './promo-code-requests';
