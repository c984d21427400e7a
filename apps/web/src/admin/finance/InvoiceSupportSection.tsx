import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { formErrors, type InvoiceSupportResult, invoiceSupportSchema } from '@lens/validation';
import { type FormEvent, useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useFormat } from '../../i18n/format';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { useErrorText } from '../ui/error-text';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { Section } from '../ui/Section';
import { useFields } from '../ui/use-fields';

/** invoiceSupport: the Jira issue behind a day's invoices of one fulfilment type. */
export function InvoiceSupportSection() {
  const { t, language } = useAdminT();
  const format = useFormat();
  const api = useAdminApi();
  const errorText = useErrorText();
  const fields = useFields({ fulfillmentType: 'physical_card', jiraId: '', invoiceDate: '' });
  const { values, setErrors } = fields;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const check = formErrors(invoiceSupportSchema, values, language);
    setErrors(check);
    setOutcome(null);
    if (Object.keys(check).length) return;
    try {
      const result = await api.post<InvoiceSupportResult>('invoices/support', values);
      setOutcome({
        ok: true,
        text: t('finance.supportSaved', {
          jira: result.jiraId,
          count: result.invoices,
          value: format.money(result.value),
        }),
      });
    } catch (error) {
      if (isApiFailure(error)) setErrors(error.fieldErrors());
      setOutcome({ ok: false, text: errorText(error) });
    }
  };
  const text = fields.text;
  return (
    <Section title={t('finance.support')} intro={t('finance.supportIntro')}>
      <form onSubmit={save} noValidate>
        <Stack maw={720}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('finance.fulfillmentType')} required {...text('fulfillmentType')} />
            <TextInput
              label={t('finance.jiraId')}
              placeholder="FIN-123"
              required
              {...text('jiraId')}
            />
            <TextInput
              type="date"
              label={t('finance.invoiceDate')}
              required
              {...text('invoiceDate')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" variant="light">
              {t('finance.supportSave')}
            </Button>
          </Group>
          <OutcomeAlert outcome={outcome} />
        </Stack>
      </form>
    </Section>
  );
}
