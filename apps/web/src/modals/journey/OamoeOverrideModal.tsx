import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { INCOMPLETE_REASONS } from '@lens/domain';
import { type LogIncompleteRequest, logIncompleteSchema } from '@lens/validation';
import { useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useApi } from '../../features/api/use-api';
import { useFailureText } from '../../features/forms/failure-message';
import { useSchemaValidate } from '../../features/forms/schema-form';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { closeThen } from './modal-actions';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/**
 * OAMOE override (spec 000 §2): an admin continues with an ecp_exception, or logs the entry
 * incomplete with its reason, batch and comment (spec 001 §3), recorded on the entry.
 */
export function OamoeOverrideModal({ props, close }: ModalComponentProps<'oamoeOverride'>) {
  const { t } = useJourneyTranslation('purchase');
  const api = useApi();
  const failureText = useFailureText();
  const [logging, setLogging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<LogIncompleteRequest>({
    initialValues: { incomplete_reason: 'practice_inactive', batch_id: '', comment: '' },
    validate: useSchemaValidate<LogIncompleteRequest>(logIncompleteSchema),
  });

  const save = async (values: LogIncompleteRequest) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await api.post(
        `/admin/api/contest/entry/${encodeURIComponent(props.submissionId)}/incomplete`,
        values,
      );
      close();
      props.onLogIncomplete();
    } catch (error) {
      if (isApiFailure(error)) form.setErrors(error.fieldErrors());
      setFailure(failureText.formLevel(error, ['incomplete_reason', 'batch_id', 'comment']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal title={t('oamoe.title')} onClose={close}>
      <Text>{t('oamoe.body')}</Text>
      {logging ? (
        <form onSubmit={form.onSubmit(save)} noValidate>
          <Stack gap="md" mt="md">
            <NativeSelect
              label={t('oamoe.reason')}
              required
              data={INCOMPLETE_REASONS.map((reason) => ({
                value: reason,
                label: t(`oamoe.reasons.${reason}`),
              }))}
              {...form.getInputProps('incomplete_reason')}
            />
            <TextInput
              label={t('oamoe.batch')}
              description={t('oamoe.batchHint')}
              {...form.getInputProps('batch_id')}
            />
            <Textarea
              label={t('oamoe.comment')}
              autosize
              minRows={2}
              required
              data-autofocus
              {...form.getInputProps('comment')}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setLogging(false)}>
                {t('oamoe.back')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('oamoe.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setLogging(true)}>
            {t('oamoe.logIncomplete')}
          </Button>
          <Button onClick={closeThen(close, props.onContinue)}>{t('oamoe.continue')}</Button>
        </Group>
      )}
    </AppModal>
  );
}
