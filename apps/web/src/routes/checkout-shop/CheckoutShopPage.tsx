import { Button, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { ClaimForm } from '../../features/express-claim/ClaimForm';
import { ClaimPending } from '../../features/express-claim/ClaimStates';
import { ClaimSummary } from '../../features/express-claim/ClaimSummary';
import { ClaimOutcome } from '../../features/express-claim/ConfirmStep';
import { PhotoStep } from '../../features/express-claim/PhotoStep';
import { useClaim } from '../../features/express-claim/use-claim';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';
import { rememberShopClaim } from './shop-claim';

/**
 * /checkout_shop/:submissionId (the rapid-rewards info page, with the header logo): the entry a
 * practice's online shop created; details and photo here, confirmation on /checkout_shop_confirm.
 */
export function CheckoutShopPage() {
  const { t } = useNamespace(claimsBundle);
  const navigate = useNavigate();
  const id = useParams().submissionId ?? '';
  const { status, claim, setClaim } = useClaim(id);
  const toConfirm = () => {
    rememberShopClaim(id);
    void navigate(`/checkout_shop_confirm?id=${encodeURIComponent(id)}`);
  };
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle page="checkoutShop" />
        <Text>{t('shop.intro')}</Text>
      </Stack>
      <ClaimPending status={status} />
      {claim && (
        <>
          <ClaimSummary claim={claim} />
          {claim.state === 'open' && (
            <ClaimForm
              claim={claim}
              onClaimed={setClaim}
              onDeclined={() => void navigate('/checkout_shop_not_needed')}
            />
          )}
          {claim.state === 'claimed' && (
            <>
              <PhotoStep claim={claim} onAttached={setClaim} />
              <Button w="fit-content" disabled={!claim.photoAttached} onClick={toConfirm}>
                {t('photo.continue')}
              </Button>
            </>
          )}
          <ClaimOutcome claim={claim} />
        </>
      )}
    </Stack>
  );
}
