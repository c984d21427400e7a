// Page group "escalation-thanks".
export { EscalationThanksPage } from '../routes/escalation-thanks/EscalationThanksPage';
