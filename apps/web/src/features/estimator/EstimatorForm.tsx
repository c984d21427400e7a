import {
  availableProducts,
  isSubPhaseName,
  PRODUCT_CODES,
  type ProductCode,
  sellableSupplyMonths,
  subPhaseAt,
  SUPPLY_MONTHS,
  type SupplyMonths,
} from '@lens/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { apiClientAtom } from '../../api/api.state';
import { appStateAtom, todayAtom } from '../../app-state/app-state.state';
import { isSignedInAtom } from '../../session/session.state';
import { useLoad } from '../api/use-load';
import { fetchPatients } from '../patients/patients-api';
import { estimatorBundle } from '../../i18n/bundles/estimator';
import { useFormat } from '../../i18n/format';
import { useNamespace } from '../../i18n/namespaces';
import { productName } from '../products/product-names';
import {
  chooseAmountAtom,
  chooseBrandAtom,
  choosePatientAtom,
  choosePracticeAtom,
  type EstimatorOwnPatient,
  estimatorAtom,
} from './estimator.state';
import { useEstimate } from './use-estimate';

/**
 * The brands of the offer in force today on the app's clock (apr_2025 adds AUT, julTRA_2025
 * adds TRA): a page left open across a sub-phase's start offers the new brands, as the server
 * would price them. Before the app state arrives, the sub-phase it will name.
 */
function useOfferedBrands(): readonly ProductCode[] {
  const appState = useAtomValue(appStateAtom);
  const today = useAtomValue(todayAtom);
  const name = appState ? subPhaseAt(today)?.name : undefined;
  return name && isSubPhaseName(name) ? availableProducts(name) : PRODUCT_CODES;
}

function PracticeChoice({ onChoosePractice }: { onChoosePractice: () => void }) {
  const { t } = useNamespace(estimatorBundle);
  const { ecp } = useAtomValue(estimatorAtom);
  const choosePractice = useSetAtom(choosePracticeAtom);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="estimator-practice">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="estimator-practice">
          {t('practice.heading')}
        </Title>
        {ecp ? (
          <>
            <Text fw={700}>{ecp.display_name}</Text>
            {ecp.city && (
              <Text size="sm">
                {ecp.city}, {ecp.state}
              </Text>
            )}
            {ecp.preferredActive && <Badge color="coral">{t('practice.preferred')}</Badge>}
            <Group gap="sm">
              <Button variant="light" size="compact-md" onClick={onChoosePractice}>
                {t('practice.change')}
              </Button>
              <Button variant="subtle" size="compact-md" onClick={() => choosePractice(null)}>
                {t('practice.forget')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text>{t('practice.none')}</Text>
            <Button variant="light" onClick={onChoosePractice}>
              {t('practice.choose')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function EstimateSummary({ onSeeResults }: { onSeeResults: () => void }) {
  const { t } = useNamespace(estimatorBundle);
  const format = useFormat();
  const { rewards } = useAtomValue(estimatorAtom);
  const { status, retry } = useEstimate();
  return (
    <div aria-live="polite">
      {status === 'estimating' && (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{t('estimating')}</Text>
        </Group>
      )}
      {status === 'failed' && (
        <Alert color="red" title={t('result.failed')}>
          <Button variant="light" color="red" onClick={retry}>
            {t('result.retry')}
          </Button>
        </Alert>
      )}
      {status === 'notOffered' && <Alert color="yellow">{t('result.notOffered')}</Alert>}
      {status === 'ready' && rewards && (
        <Paper withBorder p="md" radius="md" bg="teal.0">
          <Stack gap={4} align="flex-start">
            <Title order={2} size="h4">
              {t('result.heading')}
            </Title>
            <Text size="xl" fw={700}>
              {t('result.total', {
                amount: format.money(rewards.awardAmount + rewards.bonusAmount),
              })}
            </Text>
            {rewards.bonusAmount > 0 && (
              <>
                <Text size="sm">
                  {t('result.base', { amount: format.money(rewards.awardAmount) })}
                </Text>
                <Text size="sm">
                  {t('result.bonus', { amount: format.money(rewards.bonusAmount) })}
                </Text>
              </>
            )}
            <Button mt="xs" onClick={onSeeResults}>
              {t('result.see')}
            </Button>
          </Stack>
        </Paper>
      )}
    </div>
  );
}

const OWN = 'mine:';

/** A signed-in profile's own patients, offered first: their estimate knows their history. */
function useOwnPatients(): readonly EstimatorOwnPatient[] {
  const api = useAtomValue(apiClientAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const patients = useLoad(
    () =>
      signedIn
        ? fetchPatients(api).then((list) => list.map(({ id, name }) => ({ id, name })))
        : Promise.resolve([]),
    String(signedIn),
  );
  return patients.status === 'ready' ? patients.data : [];
}

/**
 * The estimator's questions (page and modal): practice, patient, brand, amount. Each answer
 * resets the ones after it (spec 000 §4); the estimate follows the amount after 100 ms.
 */
export function EstimatorForm(props: { onChoosePractice: () => void; onSeeResults: () => void }) {
  const { t } = useNamespace(estimatorBundle);
  const { patient, ownPatient, brand, amount } = useAtomValue(estimatorAtom);
  const ownPatients = useOwnPatients();
  const choosePatient = useSetAtom(choosePatientAtom);
  const chooseBrand = useSetAtom(chooseBrandAtom);
  const chooseAmount = useSetAtom(chooseAmountAtom);
  const brands = useOfferedBrands();

  return (
    <Stack gap="lg">
      <PracticeChoice onChoosePractice={props.onChoosePractice} />
      <Radio.Group
        label={t('patient.legend')}
        value={patient === 'mine' ? `${OWN}${ownPatient?.id}` : (patient ?? '')}
        onChange={(value) => {
          const own = ownPatients.find((p) => `${OWN}${p.id}` === value);
          choosePatient(own ?? (value === 'new' ? 'new' : 'current'));
        }}
      >
        <Stack gap="xs" mt="xs">
          {ownPatients.map((own) => (
            <Radio
              key={own.id}
              value={`${OWN}${own.id}`}
              label={t('patient.own', { name: own.name })}
            />
          ))}
          <Radio value="new" label={t('patient.new')} />
          <Radio value="current" label={t('patient.current')} />
        </Stack>
      </Radio.Group>
      <NativeSelect
        label={t('brand.label')}
        description={patient ? undefined : t('brand.needsPatient')}
        disabled={!patient}
        value={brand ?? ''}
        onChange={(event) => chooseBrand((event.currentTarget.value || null) as ProductCode | null)}
        data={[
          { value: '', label: t('brand.placeholder') },
          ...brands.map((code) => ({ value: code, label: productName(code) })),
        ]}
      />
      <Radio.Group
        label={t('amount.legend')}
        description={brand ? undefined : t('amount.needsBrand')}
        value={amount ? String(amount) : ''}
        onChange={(value) => chooseAmount(Number(value) as SupplyMonths)}
      >
        <Group gap="md" mt="xs">
          {/* Only the supplies the purchase form can sell for the brand (issue 29). */}
          {(brand ? sellableSupplyMonths(brand) : SUPPLY_MONTHS).map((months) => (
            <Radio
              key={months}
              value={String(months)}
              label={t('amount.option', { count: months })}
              disabled={!brand}
            />
          ))}
        </Group>
      </Radio.Group>
      <EstimateSummary onSeeResults={props.onSeeResults} />
    </Stack>
  );
}
