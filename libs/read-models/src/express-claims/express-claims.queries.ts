import { PROJECTION_NAMES, liveTable } from '../names';
import { type ReadDb, rowsOf } from '../read-db';
import { PROFILES_TABLE } from '../profiles/profiles.queries';

/** The express entries offered and claimed (`read_express_claims.claims`). */
export const EXPRESS_CLAIMS_TABLE = liveTable(PROJECTION_NAMES.expressClaims, 'claims');

/**
 * The express rewards waiting for a signed-in patient (`expressSubmissionsList`, spec 000 §3):
 * checkout claims sent to the profile's e-mail, or claimed with it, neither confirmed nor
 * declined, newest first, at most `limit`. Only claims made since the profile was registered
 * count: the claim link is the claimant's credential, and registering someone else's address
 * afterwards must not hand it over (docs/decisions.md "Express claims").
 */
export async function expressClaimsWaitingFor(
  db: ReadDb,
  profileId: string,
  limit: number,
): Promise<string[]> {
  const rows = await rowsOf<{ submission_id: string }>(
    db,
    `SELECT c.submission_id
       FROM ${PROFILES_TABLE} p
       JOIN ${EXPRESS_CLAIMS_TABLE} c
         ON (c.contact_email = lower(p.email) AND c.offered_at >= p.registered_at)
         OR (c.claimant_email = lower(p.email) AND c.claimed_at >= p.registered_at)
      WHERE p.profile_id = $1 AND c.state IN ('open', 'claimed')
      ORDER BY c.created_at DESC, c.submission_id
      LIMIT ${Math.trunc(limit)}`,
    [profileId],
  );
  return rows.map((row) => row.submission_id);
}
