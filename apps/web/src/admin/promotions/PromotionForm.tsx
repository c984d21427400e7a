import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ENTRY_TYPES, PATIENT_TYPES, PRODUCT_CODES } from '@lens/domain';
import { type Promotion, formErrors, promotionSchema } from '@lens/validation';
import { useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { productName } from '../../features/products/product-names';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { useErrorText } from '../ui/error-text';
import { type PromotionRow, promotionsApi } from './promotions-api';

type Values = Omit<Promotion, 'award'> & { award: number | string };

const valuesOf = (row?: PromotionRow): Values => ({
  promotion_name: row?.promotion_name ?? '',
  display_name: row?.display_name ?? '',
  jira_issue_id: row?.jira_issue_id ?? '',
  code: row?.code ?? '',
  start_date: row?.start_date ?? '',
  end_date: row?.end_date ?? '',
  eligible_brands: (row?.eligible_brands ?? []) as Promotion['eligible_brands'],
  patient_types: (row?.patient_types ?? []) as Promotion['patient_types'],
  entry_types: (row?.entry_types ?? ['site']) as Promotion['entry_types'],
  both_eyes: row?.both_eyes ?? false,
  award: row?.award ?? '',
});

/** Create or edit a promotion with the specification's rules (libs/validation promotionSchema). */
export function PromotionForm({
  editing,
  onClose,
  onSaved,
}: {
  editing?: PromotionRow;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(editing),
    validate: (values) => formErrors(promotionSchema, values, language),
  });
  const save = async (values: Values) => {
    setFailure(null);
    const promotion = promotionSchema.parse(values);
    try {
      if (editing) await promotionsApi(api).edit(promotion);
      else await promotionsApi(api).create(promotion);
      onSaved(editing ? t('promotions.form.updated') : t('promotions.form.created'));
    } catch (error) {
      if (isApiFailure(error)) form.setErrors(error.fieldErrors());
      setFailure(errorText(error));
    }
  };
  const choices = (values: readonly string[], label: (value: string) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      title={editing ? t('promotions.edit', { code: editing.code }) : t('promotions.create')}
    >
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('promotions.form.promotionName')}
              required
              data-autofocus
              {...form.getInputProps('promotion_name')}
            />
            <TextInput
              label={t('promotions.form.displayName')}
              {...form.getInputProps('display_name')}
            />
            <TextInput
              label={t('promotions.form.code')}
              description={t('promotions.form.codeHint')}
              required
              disabled={Boolean(editing)}
              {...form.getInputProps('code')}
            />
            <TextInput
              label={t('promotions.form.jiraIssueId')}
              {...form.getInputProps('jira_issue_id')}
            />
            <TextInput
              type="date"
              label={t('promotions.form.startDate')}
              required
              {...form.getInputProps('start_date')}
            />
            <TextInput
              type="date"
              label={t('promotions.form.endDate')}
              required
              {...form.getInputProps('end_date')}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('promotions.form.brands')}
            required
            searchable
            data={choices(
              PRODUCT_CODES,
              (code) => `${code} · ${productName(code as (typeof PRODUCT_CODES)[number])}`,
            )}
            {...form.getInputProps('eligible_brands')}
          />
          <Checkbox.Group
            label={t('promotions.form.patientTypes')}
            required
            {...form.getInputProps('patient_types')}
          >
            <Group mt="xs">
              {PATIENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(`promotions.patientTypes.${type}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox.Group
            label={t('promotions.form.entryTypes')}
            required
            {...form.getInputProps('entry_types')}
          >
            <Group mt="xs">
              {ENTRY_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(`promotions.entryTypes.${type}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox
            label={t('promotions.form.bothEyes')}
            {...form.getInputProps('both_eyes', { type: 'checkbox' })}
          />
          <NumberInput
            label={t('promotions.form.award')}
            required
            min={1}
            max={1000}
            // Out-of-range input stays as typed and gets the field error; clamping it (-5 → 1)
            // would save an amount the admin never entered.
            clampBehavior="none"
            // Cents stay as typed too: with decimals disallowed "12.50" became 12 (or 1250) and
            // was saved without a word; the schema refuses it with the whole-dollar field error.
            decimalScale={2}
            w={200}
            {...form.getInputProps('award')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
