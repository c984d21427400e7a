import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type EntryComment, entryCommentSchema, formErrors } from '@lens/validation';
import { useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { useErrorText } from '../ui/error-text';
import { Section } from '../ui/Section';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { entriesApi } from './entries-api';

/** Support's comment on the entry (the same call the patient app makes for an admin acting). */
export function CommentForm({
  submissionId,
  onDone,
}: {
  submissionId: string;
  onDone: () => void;
}) {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<EntryComment>({
    initialValues: { comment: '' },
    validate: (values) => formErrors(entryCommentSchema, values, language),
  });
  const save = async ({ comment }: EntryComment) => {
    setOutcome(null);
    try {
      await entriesApi(api).comment(submissionId, comment);
      form.reset();
      setOutcome({ ok: true, text: t('entry.commented') });
      onDone();
    } catch (error) {
      if (isApiFailure(error)) form.setErrors(error.fieldErrors());
      setOutcome({ ok: false, text: errorText(error) });
    }
  };
  return (
    <Section title={t('entry.comment')}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack align="flex-start">
          <Textarea
            label={t('entry.commentLabel')}
            autosize
            minRows={2}
            w="100%"
            maw={640}
            required
            {...form.getInputProps('comment')}
          />
          <Button type="submit" variant="light" loading={form.submitting}>
            {t('entry.commentSave')}
          </Button>
          <OutcomeAlert outcome={outcome} />
        </Stack>
      </form>
    </Section>
  );
}
