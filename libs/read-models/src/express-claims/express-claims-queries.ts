import { PROJECTION_NAMES, liveTable } from '../names';

/** The express entries offered and claimed (`read_express_claims.claims`). */
export const EXPRESS_CLAIMS_TABLE = liveTable(PROJECTION_NAMES.expressClaims, 'claims');
