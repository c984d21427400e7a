import { Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { ClaimForm } from '../../features/express-claim/ClaimForm';
import { ClaimPending } from '../../features/express-claim/ClaimStates';
import { ClaimSummary } from '../../features/express-claim/ClaimSummary';
import { ClaimOutcome } from '../../features/express-claim/ConfirmStep';
import { useClaim } from '../../features/express-claim/use-claim';
import { LinkButton } from '../../features/page-kit/LinkButton';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';

/** /express_rewards/:submissionId (DESIGN §9): claim the reward a practice's checkout entered. */
export function ExpressRewardsPage() {
  const { t } = useNamespace(claimsBundle);
  const navigate = useNavigate();
  const id = useParams().submissionId ?? '';
  const { status, claim } = useClaim(id);
  const photoPage = `/express_rewards_photo_upload/${encodeURIComponent(id)}`;
  return (
    <Stack gap="lg">
      <PageTitle page="expressRewards" />
      <ClaimPending status={status} />
      {claim && (
        <>
          <ClaimSummary claim={claim} />
          {claim.state === 'open' && (
            <ClaimForm
              claim={claim}
              onClaimed={() => void navigate(photoPage)}
              onDeclined={() => void navigate('/express_rewards_not_needed')}
            />
          )}
          {claim.state === 'claimed' && (
            <Stack gap="sm" align="flex-start">
              <Text>{t('state.claimed')}</Text>
              <LinkButton to={photoPage}>{t('photo.continue')}</LinkButton>
            </Stack>
          )}
          <ClaimOutcome claim={claim} />
        </>
      )}
    </Stack>
  );
}
