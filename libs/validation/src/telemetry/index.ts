export {
  appQuerySchema,
  clientErrorSchema,
  redirectToAffiliateQuerySchema,
  type AppQuery,
  type ClientError,
  type RedirectToAffiliateQuery,
} from './client-requests';
export { trackingSchema, type Tracking } from './tracking';
