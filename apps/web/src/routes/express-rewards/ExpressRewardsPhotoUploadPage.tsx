import { Stack, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ClaimPending } from '../../features/express-claim/ClaimStates';
import { ClaimSummary } from '../../features/express-claim/ClaimSummary';
import { ClaimOutcome, ConfirmStep } from '../../features/express-claim/ConfirmStep';
import { PhotoStep } from '../../features/express-claim/PhotoStep';
import { useClaim } from '../../features/express-claim/use-claim';
import { LinkButton } from '../../features/page-kit/LinkButton';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';

/** /express_rewards_photo_upload/:submissionId: the photo, then confirm (DESIGN §9). */
export function ExpressRewardsPhotoUploadPage() {
  const { t } = useNamespace(claimsBundle);
  const id = useParams().submissionId ?? '';
  const { status, claim, setClaim } = useClaim(id);
  return (
    <Stack gap="lg">
      <PageTitle page="expressRewardsPhotoUpload" />
      <ClaimPending status={status} />
      {claim && (
        <>
          <ClaimSummary claim={claim} />
          {claim.state === 'open' && (
            <Stack gap="sm" align="flex-start">
              <Text>{t('claim.intro')}</Text>
              <LinkButton to={`/express_rewards/${encodeURIComponent(id)}`}>
                {t('claim.submit')}
              </LinkButton>
            </Stack>
          )}
          {claim.state === 'claimed' && (
            <>
              <PhotoStep claim={claim} onAttached={setClaim} />
              <ConfirmStep claim={claim} onConfirmed={setClaim} />
            </>
          )}
          <ClaimOutcome claim={claim} />
        </>
      )}
    </Stack>
  );
}
