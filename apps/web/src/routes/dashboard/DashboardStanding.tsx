import { Alert, Stack } from '@mantine/core';
import { isPreferredProgramName } from '@lens/domain';
import { useApi } from '../../features/api/use-api';
import { useLoad } from '../../features/api/use-load';
import { fetchActivePatientLimited } from '../../features/patients/patients-api';
import { fetchProfilePrograms } from '../../features/submissions/submissions-api';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/**
 * The profile's standing on the dashboard, read fresh (spec 000 §7 `patients/active/limited`
 * and `purchase-submissions/profile/programs`, the same facts as the profile's `is_limited` and
 * `activePrograms`): the active patient at the annual limit is told before entering a purchase
 * that cannot earn, and a patient of a preferred practice learns what it adds. Should either
 * call fail, nothing is said (the entries below still show).
 */
export function DashboardStanding() {
  const { t } = useJourneyTranslation('dashboard');
  const api = useApi();
  const standing = useLoad(
    () => Promise.all([fetchActivePatientLimited(api), fetchProfilePrograms(api)]),
    'dashboard-standing',
  );
  if (standing.status !== 'ready') return null;
  const [limited, programs] = standing.data;
  const preferred = Object.keys(programs).some(isPreferredProgramName);
  if (!limited && !preferred) return null;
  return (
    <Stack gap="sm">
      {limited && (
        <Alert color="yellow" title={t('standing.limitedTitle')}>
          {t('standing.limited')}
        </Alert>
      )}
      {preferred && (
        <Alert color="teal" title={t('standing.preferredTitle')}>
          {t('standing.preferred')}
        </Alert>
      )}
    </Stack>
  );
}
