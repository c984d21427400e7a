export {
  ecpCodeRequestSchema,
  ecpNotListedSchema,
  ecpSapParamsSchema,
  ecpSelectionSchema,
  type EcpCodeRequest,
  type EcpNotListed,
  type EcpSapParams,
  type EcpSelection,
} from './ecp-selection';
export {
  ecpSearchByPostalCodeQuerySchema,
  ecpSearchByRadiusQuerySchema,
  type EcpSearchByPostalCodeQuery,
  type EcpSearchByRadiusQuery,
} from './ecp-search';
export { ecpUploadRowSchema, type EcpUploadRow } from './ecp-upload-row';
