export { limitRemainingQuerySchema, type LimitRemainingQuery } from './limit-remaining';
export {
  patientAddSchema,
  patientInfoSchema,
  patientUpdateSchema,
  type PatientAdd,
  type PatientInfo,
  type PatientUpdate,
} from './patient-info';
