import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminCommentForm, adminCommentFormSchema } from '@lens/validation';
import { useState } from 'react';
import { useApi } from '../../features/api/use-api';
import { useSchemaValidate } from '../../features/forms/schema-form';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/**
 * Admin comment (spec 000 §2, §4, §5): an admin acting for the patient explains the entry before
 * it is confirmed; a failed post shows the generic error message and the entry waits.
 */
export function AdminCommentModal({ props, close }: ModalComponentProps<'adminComment'>) {
  const { t } = useJourneyTranslation(['purchase', 'modals']);
  const api = useApi();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<AdminCommentForm>({
    initialValues: { additionalComments: '' },
    validate: useSchemaValidate<AdminCommentForm>(adminCommentFormSchema),
  });
  const save = async ({ additionalComments }: AdminCommentForm) => {
    setBusy(true);
    setFailed(false);
    try {
      await api.post(
        `/admin/api/contest/entry/${encodeURIComponent(props.submissionId)}/comments`,
        {
          comment: additionalComments,
        },
      );
      close();
      props.onDone();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppModal title={t('adminComment.title')} onClose={close}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('adminComment.label')}
            autosize
            minRows={3}
            required
            data-autofocus
            {...form.getInputProps('additionalComments')}
          />
          {failed && (
            <Alert color="red" role="alert" title={t('modals:genericError.headline')}>
              {t('modals:genericError.body')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('adminComment.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('adminComment.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
