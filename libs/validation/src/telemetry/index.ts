export {
  appQuerySchema,
  clientErrorSchema,
  redirectToAffiliateQuerySchema,
  type AppQuery,
  type ClientError,
  type RedirectToAffiliateQuery,
} from './client-requests';
export { TRACKING_BODY_MAX_BYTES, trackingSchema, type Tracking } from './tracking';
