import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { ClaimLoading, ClaimNotFound } from '../../features/express-claim/ClaimStates';
import { ClaimSummary } from '../../features/express-claim/ClaimSummary';
import { ClaimOutcome, ConfirmStep } from '../../features/express-claim/ConfirmStep';
import { useClaim } from '../../features/express-claim/use-claim';
import { LinkButton } from '../../features/page-kit/LinkButton';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';
import { rememberedShopClaim } from './shop-claim';

function Confirm({ id }: { id: string }) {
  const { t } = useNamespace(claimsBundle);
  const { status, claim, setClaim } = useClaim(id);
  if (status === 'loading') return <ClaimLoading />;
  if (!claim) return <ClaimNotFound />;
  return (
    <Stack gap="lg">
      <ClaimSummary claim={claim} />
      {claim.state === 'claimed' &&
        (claim.photoAttached ? (
          <ConfirmStep claim={claim} onConfirmed={setClaim} />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>{t('state.claimed')}</Text>
            <LinkButton to={`/checkout_shop/${encodeURIComponent(id)}`}>
              {t('photo.heading')}
            </LinkButton>
          </Stack>
        ))}
      {claim.state === 'open' && (
        <LinkButton to={`/checkout_shop/${encodeURIComponent(id)}`}>{t('claim.submit')}</LinkButton>
      )}
      <ClaimOutcome claim={claim} />
    </Stack>
  );
}

/** /checkout_shop_confirm (with the header logo): check the shop entry and confirm the claim. */
export function CheckoutShopConfirmPage() {
  const { t } = useNamespace(claimsBundle);
  const [params] = useSearchParams();
  const id = params.get('id') ?? rememberedShopClaim();
  return (
    <Stack gap="lg">
      <PageTitle page="checkoutShopConfirm" />
      {id ? <Confirm id={id} /> : <Text>{t('shop.confirmEmpty')}</Text>}
    </Stack>
  );
}
