import {
  DEFAULT_SUBMISSION_WINDOW_DAYS,
  PREFERRED_BONUS_BRANDS,
  SUB_PHASES,
  availableProducts,
  maxPromoCodes,
  twelveMonthBase,
  type SubPhase,
} from '@lens/domain';
import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { appStateAtom } from '../../app-state/app-state.state';
import { productName } from '../../features/products/product-names';
import { termsBundle } from '../../i18n/bundles/terms';
import { useFormat } from '../../i18n/format';
import { useNamespace } from '../../i18n/namespaces';

export function TermsSection({
  heading,
  order = 3,
  children,
}: {
  heading: string;
  order?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <Stack gap={6} component="section">
      <Title order={order} size="h4">
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

/** The offer period's reward table, from the offer values themselves (spec 000 §9). */
export function RewardTable({ subPhase }: { subPhase: SubPhase }) {
  const { t } = useNamespace(termsBundle);
  const format = useFormat();
  const rows: [string, number][] = [
    [t('table.three'), subPhase.three_month],
    [t('table.six'), subPhase.six_month],
    [t('table.nine'), subPhase.nine_month],
    [t('table.twelve'), twelveMonthBase(subPhase)],
    [t('table.subsequent'), subPhase.subsequent_three_month],
    [t('table.preferred'), subPhase.preferred_max_reward],
    [t('table.max'), subPhase.max_reward],
  ];
  return (
    <Table captionSide="top" striped withTableBorder>
      <Table.Caption>{t('table.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('table.supply')}</Table.Th>
          <Table.Th scope="col">{t('table.reward')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, amount]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td>{format.money(amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The reward program terms of one offer period. */
export function RewardTerms({ subPhase }: { subPhase: SubPhase }) {
  const { t } = useNamespace(termsBundle);
  const format = useFormat();
  const dates = { start: format.date(subPhase.start), end: format.date(subPhase.end) };
  const brands = availableProducts(subPhase.name).map(productName).join(', ');
  const days = useAtomValue(appStateAtom)?.submissionWindowDays ?? DEFAULT_SUBMISSION_WINDOW_DAYS;
  const part = (key: 'who' | 'entering' | 'card' | 'privacy' | 'general') => (
    <TermsSection heading={t(`rewards.${key}.heading`)}>
      <Text>{t(`rewards.${key}.body`, { days })}</Text>
    </TermsSection>
  );
  return (
    <Stack gap="md">
      {part('who')}
      <TermsSection heading={t('rewards.purchases.heading')}>
        <Text>{t('rewards.purchases.body', { ...dates, brands })}</Text>
      </TermsSection>
      <TermsSection heading={t('rewards.amounts.heading')}>
        <Text>{t('rewards.amounts.body')}</Text>
        <RewardTable subPhase={subPhase} />
        {subPhase.flex_max_reward !== null && (
          <Text>{t('rewards.amounts.flex', { flex: format.money(subPhase.flex_max_reward) })}</Text>
        )}
      </TermsSection>
      <TermsSection heading={t('rewards.limits.heading')}>
        <Text>{t('rewards.limits.body', { max: format.money(subPhase.max_reward) })}</Text>
        <Text>
          {maxPromoCodes(subPhase.start) > 1
            ? t('rewards.limits.promoTwo')
            : t('rewards.limits.promoOne')}
        </Text>
      </TermsSection>
      {part('entering')}
      {part('card')}
      {part('privacy')}
      {part('general')}
    </Stack>
  );
}

/** The preferred practice bonus terms of one offer period. */
export function PreferredTerms({ subPhase }: { subPhase: SubPhase }) {
  const { t } = useNamespace(termsBundle);
  const format = useFormat();
  const brands = PREFERRED_BONUS_BRANDS.map(productName).join(', ');
  return (
    <Stack gap="md">
      <Text>{t('preferred.intro')}</Text>
      <TermsSection heading={t('preferred.bonus.heading')}>
        <Text>
          {t('preferred.bonus.body', {
            bonus: format.money(subPhase.preferred_max_reward),
            brands,
          })}
        </Text>
      </TermsSection>
      <TermsSection heading={t('preferred.which.heading')}>
        <Text>{t('preferred.which.body')}</Text>
      </TermsSection>
      <TermsSection heading={t('preferred.limits.heading')}>
        <Text>{t('preferred.limits.body', { max: format.money(subPhase.max_reward) })}</Text>
      </TermsSection>
    </Stack>
  );
}

/** Every offer period's terms, newest first: /terms-and-conditions/:version. */
export function TermsVersions({ current }: { current: string }) {
  const { t } = useNamespace(termsBundle);
  const format = useFormat();
  return (
    <Stack gap="xs" component="nav" aria-labelledby="terms-versions">
      <Title order={2} size="h4" id="terms-versions">
        {t('versions')}
      </Title>
      <List spacing={4}>
        {[...SUB_PHASES].reverse().map((subPhase) => (
          <List.Item key={subPhase.name}>
            <Anchor
              component={Link}
              to={`/terms-and-conditions/${subPhase.name}`}
              aria-current={subPhase.name === current ? 'page' : undefined}
            >
              {t('version', { start: format.date(subPhase.start), end: format.date(subPhase.end) })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
