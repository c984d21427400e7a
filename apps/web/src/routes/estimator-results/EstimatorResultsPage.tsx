import {
  PATIENT_TYPES,
  type PatientType,
  type ProductCode,
  sellableSupplyMonths,
  type SupplyMonths,
} from '@lens/domain';
import { type EligibleRewards } from '@lens/validation';
import { Alert, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { appStateAtom } from '../../app-state/app-state.state';
import { apiClientAtom } from '../../api/api.state';
import { useLoad } from '../../features/api/use-load';
import { fetchEligibleRewards } from '../../features/estimator/estimator-api';
import {
  type EstimateResult,
  estimatorAtom,
  type EstimatorState,
} from '../../features/estimator/estimator.state';
import { LinkButton } from '../../features/page-kit/LinkButton';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { productName } from '../../features/products/product-names';
import { estimatorBundle } from '../../i18n/bundles/estimator';
import { useFormat } from '../../i18n/format';
import { useNamespace } from '../../i18n/namespaces';
import { isSignedInAtom } from '../../session/session.state';
import { usePageDisclaimers } from '../../shell/page-disclaimers';
import { EmailResultsForm } from './EmailResultsForm';
import { enhancementDisclaimers } from './enhancement-disclaimers';

type Complete = EstimatorState & {
  brand: ProductCode;
  amount: SupplyMonths;
  rewards: EstimateResult;
};

const isComplete = (state: EstimatorState): state is Complete =>
  state.brand !== null && state.amount !== null && state.rewards !== null;

const isPatientType = (value: string | null): value is PatientType =>
  (PATIENT_TYPES as readonly (string | null)[]).includes(value);

function Empty() {
  const { t } = useNamespace(estimatorBundle);
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2}>{t('results.empty.heading')}</Title>
      <Text>{t('results.empty.body')}</Text>
      <LinkButton to="/reward_estimator">{t('results.empty.action')}</LinkButton>
    </Stack>
  );
}

/** When a purchase like this pays, when rewards rise, and the other supplies it may compare. */
function Eligibility({ state, eligible }: { state: Complete; eligible: EligibleRewards }) {
  const { t } = useNamespace(estimatorBundle);
  const format = useFormat();
  const today = useAtomValue(appStateAtom)?.now.slice(0, 10) ?? '';
  const supply = (months: number) => t('amount.option', { count: months });
  const own = state.ownPatient;
  // Every supply the purchase form can sell for the brand, and no other (issue 29).
  const choices = sellableSupplyMonths(state.brand)
    .map((months) => eligible.eligibleRewards.find((reward) => reward.monthly_amount === months))
    .filter((reward) => reward !== undefined);
  return (
    <Stack gap="sm">
      <Text>
        {eligible.eligibleDate === null
          ? t('results.notEligible')
          : own
            ? t('results.ownEligible', {
                name: own.name,
                date:
                  eligible.eligibleDate <= today
                    ? t('results.today')
                    : format.date(eligible.eligibleDate),
              })
            : eligible.eligibleDate <= today
              ? t('results.eligibleToday')
              : t('results.eligibleFrom', { date: format.date(eligible.eligibleDate) })}
      </Text>
      {own && isPatientType(eligible.patientType) && (
        <Text>
          {t('results.wearerType', {
            name: own.name,
            type: t(`results.wearerTypes.${eligible.patientType}`),
          })}
        </Text>
      )}
      {eligible.displayCheckBackText && eligible.nextRewardDate && (
        <Alert color="teal">
          {t('results.checkBack', { date: format.date(eligible.nextRewardDate) })}
        </Alert>
      )}
      {choices.length > 1 && (
        <Stack gap="xs" component="section" aria-labelledby="estimator-compare">
          <Title order={2} size="h3" id="estimator-compare">
            {t('results.compare.heading')}
          </Title>
          <Table captionSide="top" striped>
            <Table.Caption>{t('results.compare.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('results.compare.supply')}</Table.Th>
                <Table.Th scope="col">{t('results.compare.reward')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {choices.map((reward) => (
                <Table.Tr key={reward.monthly_amount}>
                  <Table.Th scope="row" fw={reward.monthly_amount === state.amount ? 700 : 400}>
                    {reward.monthly_amount === state.amount
                      ? t('results.compare.chosen', { supply: supply(reward.monthly_amount) })
                      : supply(reward.monthly_amount)}
                  </Table.Th>
                  <Table.Td>{format.money(reward.totalAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}

function Results({ state }: { state: Complete }) {
  const { t } = useNamespace(estimatorBundle);
  const format = useFormat();
  const api = useAtomValue(apiClientAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const sap = state.ecp?.sap;
  const patientId = state.ownPatient?.id;
  const eligible = useLoad(
    () =>
      fetchEligibleRewards(api, {
        ...(sap ? { sap } : {}),
        ...(patientId ? { patientId } : {}),
        brand: state.brand,
      }),
    `${sap}|${state.brand}|${patientId}`,
  );
  const { rewards } = state;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" bg="teal.0">
        <Stack gap={4}>
          <Text>
            {t('results.summary', {
              supply: t('amount.option', { count: state.amount }),
              brand: productName(state.brand),
            })}
          </Text>
          <Text>
            {state.ecp
              ? t('results.atPractice', { practice: state.ecp.display_name })
              : t('results.noPractice')}
          </Text>
          <Text size="xl" fw={700}>
            {t('result.total', { amount: format.money(rewards.awardAmount + rewards.bonusAmount) })}
          </Text>
          <Text size="sm">{t('result.base', { amount: format.money(rewards.awardAmount) })}</Text>
          {rewards.bonusAmount > 0 && (
            <Text size="sm">
              {t('result.bonus', { amount: format.money(rewards.bonusAmount) })}
            </Text>
          )}
        </Stack>
      </Paper>
      {(state.patient === 'new' || rewards.newWearer) && <Text>{t('results.newWearer')}</Text>}
      <div aria-live="polite">
        {eligible.status === 'loading' && <Loader size="sm" aria-label={t('estimating')} />}
        {eligible.status === 'ready' && <Eligibility state={state} eligible={eligible.data} />}
      </div>
      <Group gap="sm">
        <LinkButton to="/reward_estimator" variant="default">
          {t('results.edit')}
        </LinkButton>
        <LinkButton to={signedIn ? '/patient_select' : '/login'}>{t('results.enter')}</LinkButton>
      </Group>
      <Paper withBorder p="md" radius="md">
        <EmailResultsForm brand={state.brand} amount={state.amount} {...(sap ? { sap } : {})} />
      </Paper>
    </Stack>
  );
}

/**
 * /estimator_results (spec 000 §2, §4): the estimate, when it pays and the check-back text,
 * e-mail my results, and the enhancement disclaimers when the flag is on.
 */
export function EstimatorResultsPage() {
  const { t } = useNamespace(estimatorBundle);
  const state = useAtomValue(estimatorAtom);
  const enabled = useAtomValue(appStateAtom)?.features.rewardsEstimatorEnhancements ?? false;
  const complete = isComplete(state);
  usePageDisclaimers(
    enhancementDisclaimers({
      enabled: enabled && complete,
      preferred: state.ecp?.preferredActive ?? false,
      amount: state.amount,
    }).map((key) => t(`disclaimers.${key}`)),
  );
  return (
    <Stack gap="lg">
      <PageTitle page="estimatorResults" />
      {isComplete(state) ? <Results state={state} /> : <Empty />}
    </Stack>
  );
}
