// Page group "escalate": the support request form.
export { EscalatePage } from '../routes/escalate/EscalatePage';
