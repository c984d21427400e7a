import { PROJECTION_NAMES, liveSchema } from '../names';

/** Support's search schema (`read_submission_search`: entries, profiles, patients). */
export const SUBMISSION_SEARCH_SCHEMA = liveSchema({ name: PROJECTION_NAMES.submissionSearch });
