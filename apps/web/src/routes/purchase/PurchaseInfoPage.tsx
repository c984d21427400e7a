import {
  Anchor,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_SUBMISSION_WINDOW_DAYS,
  dayOf,
  earliestPurchaseDay,
  purchaseDateProblem,
} from '@lens/domain';
import { message, purchaseDateSchema } from '@lens/validation';
import { IconBarcode, IconKeyboard } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { appStateAtom, nowAtom } from '../../app-state/app-state.state';
import { useApi } from '../../features/api/use-api';
import { updateDraftAtom } from '../../features/draft/draft.state';
import { FromReceiptNote } from '../../features/receipt-reading/FromReceiptNote';
import { type RequiredDraft, useRequiredDraft } from '../../features/draft/use-required-draft';
import { FormSubmit } from '../../features/forms/FailureAlert';
import { useFormCall } from '../../features/forms/use-form-call';
import { enterPurchaseDate } from '../../features/submissions/submissions-api';
import { useFormat } from '../../i18n/format';
import { useModals } from '../../modals/use-modals';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

interface DateValues {
  purchase_date: string;
}

/** Today on the app's clock and the submission window the offer terms set (GET /api/app). */
function useSubmissionWindow() {
  const today = dayOf(useAtomValue(nowAtom));
  const days = useAtomValue(appStateAtom)?.submissionWindowDays ?? DEFAULT_SUBMISSION_WINDOW_DAYS;
  return { today, days, earliest: earliestPurchaseDay(today, days) };
}

/**
 * The purchase date: a real day, not in the future, inside an offer, and within the submission
 * window (the API says the same).
 */
function useDateValidation() {
  const { i18n } = useTranslation();
  const { t } = useJourneyTranslation('purchase');
  const { today, days } = useSubmissionWindow();
  return (values: DateValues): Record<string, string> => {
    // The field shows the browser's own date format: the messages name no format.
    if (!values.purchase_date.trim()) return { purchase_date: t('info.dateMissing') };
    const parsed = purchaseDateSchema.safeParse(values);
    if (!parsed.success) return { purchase_date: t('info.dateInvalid') };
    const problem = purchaseDateProblem(values.purchase_date, {
      today,
      submittedOn: today,
      windowDays: days,
    });
    return problem
      ? { purchase_date: message(problem.code, i18n.language, { windowDays: days }) }
      : {};
  };
}

function EntryFor({ draft }: { draft: RequiredDraft<'patientId'> }) {
  const { t } = useJourneyTranslation('purchase');
  return (
    <Text>
      {t('info.for', { name: draft.patientName ?? '', practice: draft.practiceName ?? '' })}
    </Text>
  );
}

/** /purchase_info: the date on the receipt (POST purchase-date creates the entry). */
function PurchaseDateStep({ draft }: { draft: RequiredDraft<'patientId' | 'sap'> }) {
  const { t } = useJourneyTranslation(['purchase', 'pages', 'common']);
  const api = useApi();
  const navigate = useNavigate();
  const { open } = useModals();
  const updateDraft = useSetAtom(updateDraftAtom);
  const format = useFormat();
  const { today, days, earliest } = useSubmissionWindow();
  const form = useForm<DateValues>({
    initialValues: {
      purchase_date: draft.receiptSuggestion?.purchaseDate ?? draft.purchaseDate ?? '',
    },
    validate: useDateValidation(),
  });

  const { busy, failure, run } = useFormCall(form, ['purchase_date']);

  const submit = ({ purchase_date }: DateValues) => {
    if (draft.submissionId && draft.purchaseDate === purchase_date) {
      void navigate('/purchase_info/1');
      return;
    }
    return run(async () => {
      const enter = (started?: string) =>
        enterPurchaseDate(api, {
          purchase_date,
          patient_id: draft.patientId,
          ...(started ? { purchase_submission_id: started } : {}),
        });
      // A new date for the entry already started keeps that entry (no second one is made),
      // unless this device's copy is stale (the entry was confirmed or is gone): then a new one.
      const submissionId = draft.submissionId
        ? await enter(draft.submissionId).catch((error: unknown) =>
            isApiFailure(error) && (error.hasCode('ILLEGAL_STATUS') || error.hasCode('NOT_FOUND'))
              ? enter()
              : Promise.reject(error),
          )
        : await enter();
      updateDraft({
        submissionId,
        purchaseDate: purchase_date,
        step: 'method',
        supplyLength: undefined,
        // A date taken from the receipt keeps that receipt; another date needs its own.
        receiptImageUrl: draft.receiptSuggestion ? draft.receiptImageUrl : undefined,
        receiptSuggestion: draft.receiptSuggestion && {
          supplies: draft.receiptSuggestion.supplies,
        },
      });
      void navigate('/purchase_info/1');
    });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages:purchaseInfo')}</Title>
      <EntryFor draft={draft} />
      {draft.receiptSuggestion?.purchaseDate && <FromReceiptNote />}
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('info.formLabel')}>
        <Stack gap="md" maw={360}>
          <TextInput
            type="date"
            label={t('info.date')}
            description={t('info.dateHint')}
            min={earliest}
            max={today}
            required
            {...form.getInputProps('purchase_date')}
          />
          <Text size="sm">{t('info.window', { days, earliest: format.date(earliest) })}</Text>
          <FormSubmit failure={failure} busy={busy} label={t('common:continue')} />
        </Stack>
      </form>
      <Anchor
        component="button"
        type="button"
        onClick={() => open('submissionHelp')}
        w="fit-content"
      >
        {t('info.help')}
      </Anchor>
    </Stack>
  );
}

function MethodChoice({
  to,
  icon,
  title,
  body,
}: {
  to: string;
  icon: React.ReactNode;
  title: string;
  body: string;
}) {
  return (
    <UnstyledButton component={Link} to={to}>
      <Card withBorder padding="lg" h="100%">
        <Group wrap="nowrap" align="flex-start">
          {icon}
          <Stack gap={4}>
            <Text fw={700}>{title}</Text>
            <Text size="sm">{body}</Text>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** /purchase_info/:hasDate: the date is in; scan the box or type the lenses in. */
function MethodStep({
  draft,
}: {
  draft: RequiredDraft<'submissionId' | 'purchaseDate' | 'patientId'>;
}) {
  const { t } = useJourneyTranslation(['purchase', 'pages']);
  const format = useFormat();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages:purchaseInfo')}</Title>
      <EntryFor draft={draft} />
      <Group gap="xs">
        <Text>{t('info.dateIs', { date: format.date(draft.purchaseDate) })}</Text>
        <Anchor component={Link} to="/purchase_info">
          {t('info.changeDate')}
        </Anchor>
      </Group>
      <Title order={2} size="h3">
        {t('info.methodHeading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MethodChoice
          to="/product_scan"
          icon={<IconBarcode aria-hidden size={32} />}
          title={t('info.scan')}
          body={t('info.scanBody')}
        />
        <MethodChoice
          to="/product_intake"
          icon={<IconKeyboard aria-hidden size={32} />}
          title={t('info.type')}
          body={t('info.typeBody')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** /purchase_info and /purchase_info/:hasDate (spec 000 §2, §4 step 1). */
export function PurchaseInfoPage() {
  const hasDate = useParams().hasDate !== undefined;
  const forDate = useRequiredDraft('date', 'patientId', 'sap');
  const forMethod = useRequiredDraft('method', 'patientId', 'sap', 'submissionId', 'purchaseDate');
  if (hasDate) {
    if (forMethod.redirect !== undefined) return <Navigate to={forMethod.redirect} replace />;
    return <MethodStep draft={forMethod.draft} />;
  }
  if (forDate.redirect !== undefined) return <Navigate to={forDate.redirect} replace />;
  return <PurchaseDateStep draft={forDate.draft} />;
}
