import { PROJECTION_NAMES, liveSchema } from '../names';

/** The support inbox's schema (`read_escalations`: escalations, history). */
export const ESCALATIONS_SCHEMA = liveSchema({ name: PROJECTION_NAMES.escalations });
