import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { subPhaseAt } from '@lens/domain';
import { formErrors, suppliesSchema } from '@lens/validation';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { updateDraftAtom } from '../../features/draft/draft.state';
import { emptyEye, type SuppliesValues } from '../../features/draft/purchase-draft';
import { useRequiredDraft, type RequiredDraft } from '../../features/draft/use-required-draft';
import { FormSubmit } from '../../features/forms/FailureAlert';
import { PhotoUpload } from '../../features/uploads/PhotoUpload';
import { useFormat } from '../../i18n/format';
import { EyeFields } from './EyeFields';
import { earlyBrand, formFieldOf, suppliesPayload, supplyMonthsOf } from './supplies-model';
import { useSubmitSupplies } from './use-submit-supplies';
import { FromReceiptNote } from '../../features/receipt-reading/FromReceiptNote';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

const sameEyes = (v: SuppliesValues) =>
  v.right.brand === v.left.brand &&
  v.right.lensesPerBox === v.left.lensesPerBox &&
  v.right.boxes === v.left.boxes;

function IntakeForm({
  draft,
}: {
  draft: RequiredDraft<'patientId' | 'sap' | 'submissionId' | 'purchaseDate'>;
}) {
  const { t, i18n } = useJourneyTranslation(['purchase', 'pages', 'common']);
  const format = useFormat();
  const updateDraft = useSetAtom(updateDraftAtom);
  const subPhase = subPhaseAt(draft.purchaseDate)?.name ?? 'julTRA_2025';
  const initial = draft.receiptSuggestion?.supplies ??
    draft.supplies ?? { right: emptyEye(), left: emptyEye(), method: 'manual' };
  const [bothEyes, setBothEyes] = useState(sameEyes(initial));
  const form = useForm<SuppliesValues>({ initialValues: initial });
  const values: SuppliesValues = bothEyes
    ? { ...form.values, left: form.values.right }
    : form.values;
  const supplies = suppliesPayload(values);
  const months = supplyMonthsOf(supplies);
  const { submit, busy, failure } = useSubmitSupplies(draft, form.setErrors);

  const check = () => {
    const errors = Object.fromEntries(
      Object.entries(formErrors(suppliesSchema, supplies, i18n.language)).map(([k, v]) => [
        formFieldOf(k),
        v,
      ]),
    );
    const early = earlyBrand(supplies, draft.purchaseDate);
    if (early)
      errors[`${early.eye}.brand`] = t('intake.tooEarly', { date: format.date(early.minimum) });
    if (Object.keys(errors).length === 0 && !months) errors['right.boxes'] = t('intake.tooFew');
    if (bothEyes) {
      for (const key of Object.keys(errors).filter((k) => k.startsWith('left.'))) {
        const right = key.replace('left.', 'right.');
        errors[right] = errors[right] ?? errors[key] ?? '';
        delete errors[key];
      }
    }
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  return (
    <form
      onSubmit={form.onSubmit(() => {
        if (check()) void submit(values, supplies);
      })}
      noValidate
      aria-label={t('intake.formLabel')}
    >
      <Stack gap="lg">
        {draft.receiptSuggestion?.supplies && <FromReceiptNote />}
        <Checkbox
          label={t('intake.bothEyes')}
          checked={bothEyes}
          onChange={(event) => setBothEyes(event.currentTarget.checked)}
        />
        <EyeFields
          eye="right"
          form={form}
          subPhase={subPhase}
          legend={bothEyes ? t('intake.bothEyesLegend') : undefined}
        />
        {!bothEyes && <EyeFields eye="left" form={form} subPhase={subPhase} />}
        <Text fw={700} aria-live="polite">
          {months ? t('intake.supply', { count: months }) : t('intake.supplyUnknown')}
        </Text>
        <Stack gap="xs" component="section" aria-label={t('intake.photoHeading')}>
          <Title order={2} size="h4">
            {t('intake.photoHeading')}
          </Title>
          <PhotoUpload
            kind="product"
            submissionId={draft.submissionId}
            uploaded={draft.productImageUrl}
            onUploaded={(url) => updateDraft({ productImageUrl: url })}
            chooseLabel={t('intake.photoChoose')}
          />
        </Stack>
        <FormSubmit failure={failure} busy={busy} label={t('common:continue')} />
      </Stack>
    </form>
  );
}

/** /product_intake (spec 000 §4 step 2): the lenses bought for each eye, typed in or scanned. */
export function ProductIntakePage() {
  const { t } = useJourneyTranslation(['purchase', 'pages']);
  const required = useRequiredDraft('method', 'patientId', 'sap', 'submissionId', 'purchaseDate');
  if (required.redirect !== undefined) return <Navigate to={required.redirect} replace />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages:productIntake')}</Title>
      <Text>{t('intake.intro')}</Text>
      <IntakeForm draft={required.draft} />
    </Stack>
  );
}
