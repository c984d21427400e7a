import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';

/** /checkout_shop_not_needed: nothing more to do for this shop purchase. */
export function CheckoutShopNotNeededPage() {
  const { t } = useNamespace(claimsBundle);
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="checkoutShopNotNeeded" />
      <Text>{t('shop.notNeeded.body')}</Text>
      <Anchor component={Link} to="/">
        {t('shop.notNeeded.home')}
      </Anchor>
    </Stack>
  );
}
