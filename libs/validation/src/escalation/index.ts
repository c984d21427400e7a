export {
  escalationSchema,
  makeEscalationSchema,
  type Escalation,
  type EscalationOptions,
} from './escalation';
export {
  CONTACT_PREFERENCES,
  ESCALATION_CONTACT_TYPES,
  ESCALATION_REASONS,
  ESCALATION_SUBMISSION_TYPES,
} from './escalation-options';
export {
  escalationInboxQuerySchema,
  escalationParamsSchema,
  escalationReplySchema,
  type EscalationInboxQuery,
  type EscalationParams,
  type EscalationReply,
} from './escalation-inbox';
