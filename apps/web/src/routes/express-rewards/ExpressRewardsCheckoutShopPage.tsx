import { Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';

/** The code at the end of a claim link (or the whole link, pasted). */
export function claimCodeOf(input: string): string {
  const trimmed = input.trim();
  const last = (trimmed.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).at(-1) ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(last) ? last : '';
}

/** /express_rewards_checkout_shop: what express rewards are, and a way in with the code. */
export function ExpressRewardsCheckoutShopPage() {
  const { t } = useNamespace(claimsBundle);
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const valid = claimCodeOf(code);
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void navigate(`/express_rewards/${valid}`);
  };
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle page="expressRewardsCheckoutShop" />
        <Text>{t('express.landing.intro')}</Text>
      </Stack>
      <List type="ordered" spacing="xs">
        <List.Item>{t('express.landing.steps.one')}</List.Item>
        <List.Item>{t('express.landing.steps.two')}</List.Item>
        <List.Item>{t('express.landing.steps.three')}</List.Item>
      </List>
      <form onSubmit={open} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('express.landing.codeLabel')}
            description={t('express.landing.codeHint')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            w={{ base: '100%', sm: 360 }}
          />
          <Button type="submit" disabled={!valid}>
            {t('express.landing.open')}
          </Button>
        </Group>
      </form>
      <Anchor component={Link} to="/expressrewardsterms">
        {t('express.landing.terms')}
      </Anchor>
    </Stack>
  );
}
