import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formErrors,
  makeEscalationSchema,
  message,
  type EscalationSubmitted,
} from '@lens/validation';
import { FailureAlert, useFormFailure } from '../../features/page-kit/form-failure';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { apiClientAtom } from '../../api/api.state';
import { Captcha, useCaptchaNeeded } from '../../features/captcha/Captcha';
import { faqBundle } from '../../i18n/bundles/faq';
import { useNamespace } from '../../i18n/namespaces';
import { FAQ_TOPICS, type FaqTopic } from './faq-content';
import { type QuestionValues, questionErrors, questionEscalation } from './question-request';

/** The FAQ's message form (spec 000 §2 "Questions: … message form"), sent to support. */
export function QuestionForm({
  topic,
  onCancel,
}: {
  topic: FaqTopic | null;
  onCancel: () => void;
}) {
  const { t, i18n } = useNamespace(faqBundle);
  const api = useAtomValue(apiClientAtom);
  const captcha = useCaptchaNeeded();
  const [sent, setSent] = useState<{ email: string; reference: string | null } | null>(null);
  const { failure, show, clear } = useFormFailure(i18n.language);
  const first = useRef<HTMLInputElement>(null);
  const schema = makeEscalationSchema({ captchaRequired: captcha });

  const form = useForm<QuestionValues>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      topic: topic ?? 'receipt',
      question: '',
    },
    validate: (values) => ({
      ...questionErrors(formErrors(schema, questionEscalation(values), i18n.language)),
      ...(values.question.trim() ? {} : { question: message('required', i18n.language) }),
    }),
  });

  const sentNote = useRef<HTMLDivElement>(null);
  // Opened on purpose (goToForm=1): the first field takes focus.
  useEffect(() => first.current?.focus(), []);
  // Sent: the form gives way to the confirmation, which is brought into view and read out (on a
  // phone the modal had scrolled down to the button, leaving an emptied form in view; issue 29).
  useEffect(() => {
    if (!sent) return;
    sentNote.current?.scrollIntoView?.({ block: 'nearest' });
    sentNote.current?.focus({ preventScroll: true });
  }, [sent]);

  const submit = form.onSubmit(async (values) => {
    clear();
    try {
      const result = await api.post<EscalationSubmitted>('escalations', questionEscalation(values));
      setSent({ email: values.email, reference: result?.reference ?? null });
      form.reset();
    } catch (error) {
      show(error, form, questionErrors);
    }
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="faq-form-heading">
      <Title order={2} id="faq-form-heading">
        {t('form.heading')}
      </Title>
      <Text>{t('form.intro')}</Text>
      {sent && (
        <Stack gap="sm" align="flex-start">
          <Alert color="teal" role="status" ref={sentNote} tabIndex={-1} w="100%">
            <Text>{t('form.sent', { email: sent.email })}</Text>
            {sent.reference && (
              <Text fw={600}>{t('form.reference', { reference: sent.reference })}</Text>
            )}
          </Alert>
          <Group>
            <Button variant="light" onClick={() => setSent(null)}>
              {t('form.sendAnother')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('form.done')}
            </Button>
          </Group>
        </Stack>
      )}
      <FailureAlert failure={failure} />
      <form onSubmit={submit} noValidate hidden={sent !== null}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              ref={first}
              label={t('form.firstName')}
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('form.lastName')}
              autoComplete="family-name"
              withAsterisk
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('form.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <NativeSelect
            label={t('form.topic')}
            data={FAQ_TOPICS.map((value) => ({ value, label: t(`topics.${value}`) }))}
            {...form.getInputProps('topic')}
          />
          <Textarea
            label={t('form.question')}
            description={t('form.questionHint')}
            autosize
            minRows={4}
            withAsterisk
            {...form.getInputProps('question')}
          />
          {captcha && (
            <Captcha
              label={t('form.captcha')}
              onToken={(token) => form.setFieldValue('captcha_token', token)}
              error={form.errors['captcha_token'] as string | undefined}
            />
          )}
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('form.submit')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
