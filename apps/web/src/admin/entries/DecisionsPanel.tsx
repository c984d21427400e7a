import { Button, Group, MultiSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REJECTION_REASONS } from '@lens/domain';
import { approveOverrideSchema, formErrors } from '@lens/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { adminSessionAtom } from '../session/admin-session';
import { useErrorText } from '../ui/error-text';
import { Section } from '../ui/Section';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { type Decision, entriesApi } from './entries-api';

interface Values {
  exception_id: string;
  comment: string;
  reasons: string[];
}

type Action = 'approve' | 'reject' | 'grant' | 'limit';

/**
 * Admins' decisions on an entry: approve as an exception, reject, grant an exception alone, or
 * confirm an entry over the annual limit. Each needs an exception id (but the limit
 * confirmation) and the reason, both recorded on the entry.
 */
export function DecisionsPanel({
  submissionId,
  status,
  onDone,
}: {
  submissionId: string;
  status: string;
  onDone: () => void;
}) {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const session = useAtomValue(adminSessionAtom);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const form = useForm<Values>({ initialValues: { exception_id: '', comment: '', reasons: [] } });
  if (session?.role !== 'admin') return null;

  const run = async (action: Action) => {
    const values = form.getValues();
    const errors =
      action === 'limit'
        ? formErrors(approveOverrideSchema.pick({ comment: true }), values, language)
        : formErrors(approveOverrideSchema, values, language);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy(action);
    setOutcome(null);
    const calls = entriesApi(api);
    const done: Record<Action, string> = {
      approve: t('entry.approved'),
      reject: t('entry.rejected'),
      grant: t('entry.granted'),
      limit: t('entry.limitConfirmed'),
    };
    try {
      const request: Record<Action, () => Promise<Decision>> = {
        approve: () => calls.approve(submissionId, values),
        reject: () =>
          calls.reject(submissionId, {
            ...values,
            reasons: values.reasons.length ? values.reasons : undefined,
          }),
        grant: () => calls.grantException(submissionId, values.exception_id, values.comment),
        limit: () => calls.confirmAnnualLimit(submissionId, values.comment),
      };
      await request[action]();
      setOutcome({ ok: true, text: done[action] });
      form.reset();
      onDone();
    } catch (error) {
      if (isApiFailure(error)) form.setErrors(error.fieldErrors());
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section title={t('entry.decisions')}>
      <Stack maw={640}>
        <TextInput
          label={t('entry.exceptionId')}
          description={t('entry.exceptionIdHint')}
          {...form.getInputProps('exception_id')}
        />
        <Textarea
          label={t('entry.decisionComment')}
          autosize
          minRows={2}
          required
          {...form.getInputProps('comment')}
        />
        <MultiSelect
          label={t('entry.rejectReasons')}
          data={[...REJECTION_REASONS]}
          clearable
          {...form.getInputProps('reasons')}
        />
        <Group>
          <Button
            color="green"
            onClick={() => void run('approve')}
            loading={busy === 'approve'}
            disabled={status === 'approved'}
          >
            {t('entry.approve')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => void run('reject')}
            loading={busy === 'reject'}
            disabled={status === 'approved'}
          >
            {t('entry.reject')}
          </Button>
          <Button
            variant="default"
            onClick={() => void run('grant')}
            loading={busy === 'grant'}
            disabled={status === 'approved'}
          >
            {t('entry.grantException')}
          </Button>
        </Group>
        {status === 'rejected' && (
          <Stack gap={4} align="flex-start">
            <Button variant="outline" onClick={() => void run('limit')} loading={busy === 'limit'}>
              {t('entry.annualLimit')}
            </Button>
            <Text size="sm" c="gray.8">
              {t('entry.annualLimitHelp')}
            </Text>
          </Stack>
        )}
        <OutcomeAlert outcome={outcome} />
      </Stack>
    </Section>
  );
}
