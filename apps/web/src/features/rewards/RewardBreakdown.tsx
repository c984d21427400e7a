import { Table, Text } from '@mantine/core';
import { isSubPhaseName, promoItemisationShown, subPhaseByName } from '@lens/domain';
import { useFormat } from '../../i18n/format';
import { type Rewards } from '../submissions/submission';
import { useJourneyTranslation } from '../texts/use-journey-translation';

/**
 * An entry's reward (spec 000 §3): base, true-up, preferred-practice bonus and promo codes, then
 * the total. Promo rewards are itemised by code class, largest first, for entries whose offer
 * starts in July 2025 or later (spec 000 §9); earlier ones show one promo line.
 */
export function RewardBreakdown({
  rewards,
  subPhase,
  caption,
}: {
  rewards: Rewards;
  subPhase: string | null;
  caption: string;
}) {
  const { t } = useJourneyTranslation('dashboard');
  const format = useFormat();
  const itemised =
    subPhase !== null &&
    isSubPhaseName(subPhase) &&
    promoItemisationShown(subPhaseByName(subPhase));
  const promos = Object.entries(rewards.promocodeRewards).sort(([, a], [, b]) => b - a);
  const rows: [string, number][] = [
    [t('rewards.base'), rewards.baseReward],
    ...(rewards.trueUpReward > 0
      ? [[t('rewards.trueUp'), rewards.trueUpReward] as [string, number]]
      : []),
    ...(rewards.bonusRewards.preferredPractice > 0
      ? [[t('rewards.preferred'), rewards.bonusRewards.preferredPractice] as [string, number]]
      : []),
    ...(itemised
      ? promos.map(
          ([codeClass, amount]) =>
            [t('rewards.promoClass', { codeClass }), amount] as [string, number],
        )
      : rewards.promocodeReward > 0
        ? [[t('rewards.promo'), rewards.promocodeReward] as [string, number]]
        : []),
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4} maw={420}>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
        <Text fw={700} component="span">
          {caption}
        </Text>
      </Table.Caption>
      <Table.Tbody>
        {rows.map(([label, amount]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="end">{format.money(amount)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">{t('rewards.total')}</Table.Th>
          <Table.Td ta="end" fw={700}>
            {format.money(rewards.totalReward)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
