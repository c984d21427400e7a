import { Badge, Button, Group, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type EscalationReply, escalationReplySchema, formErrors } from '@lens/validation';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { useErrorText } from '../ui/error-text';
import { FactList } from '../ui/FactList';
import { LoadState } from '../ui/LoadState';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { Page } from '../ui/Page';
import { Section } from '../ui/Section';
import { useRefreshable } from '../ui/use-refreshable';
import { type EscalationDetail, inboxApi } from './inbox-api';
import { STATUS_COLOURS, useReasonText } from './InboxPage';

const when = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** #/inbox/:id: the request, what the person wrote, its history, the reply form and closing. */
export function EscalationPage() {
  const { escalationId = '' } = useParams();
  const { t } = useAdminT();
  const api = useAdminApi();
  const load = useRefreshable(() => inboxApi(api).detail(escalationId), escalationId);
  const title =
    load.status === 'ready'
      ? t('inbox.detail.title', { reference: load.data.escalation.reference })
      : t('inbox.title');
  return (
    <Page title={title}>
      <LoadState load={load}>
        {(detail) => (
          <Stack gap="xl">
            <Summary detail={detail} />
            <History detail={detail} />
            <ReplyForm detail={detail} onDone={load.refresh} />
            <ClosePanel detail={detail} onDone={load.refresh} />
          </Stack>
        )}
      </LoadState>
    </Page>
  );
}

function Summary({ detail }: { detail: EscalationDetail }) {
  const { t, language } = useAdminT();
  const reasonText = useReasonText();
  const { escalation } = detail;
  const form = escalation.form;
  const none = t('common.none');
  const name = [escalation.contact.firstName, escalation.contact.lastName].filter(Boolean);
  const patient = [text(form.patient_first_name), text(form.patient_last_initial)].filter(Boolean);
  return (
    <Stack gap="md">
      <FactList
        label={t('inbox.detail.summary')}
        rows={[
          [
            t('inbox.columns.status'),
            <Badge
              key="status"
              color={STATUS_COLOURS[escalation.status]}
              variant="light"
              c="dark.9"
            >
              {t(`inbox.statuses.${escalation.status}`)}
            </Badge>,
          ],
          [t('inbox.columns.reference'), escalation.reference],
          [t('inbox.columns.contact'), name.join(' ') || none],
          [t('inbox.detail.email'), escalation.contact.email ?? none],
          [t('inbox.detail.phone'), escalation.contact.phone ?? none],
          [
            t('inbox.columns.language'),
            t(`inbox.languages.${escalation.language === 'es' ? 'es' : 'en'}`),
          ],
          [t('inbox.columns.reason'), reasonText(escalation.reason)],
          [t('inbox.columns.created'), when(escalation.created, language)],
        ]}
      />
      <FactList
        label={t('inbox.detail.form')}
        rows={[
          [t('inbox.detail.contactType'), text(form.contact_type) ?? none],
          [t('inbox.detail.preference'), text(form.contact_preference) ?? none],
          [t('inbox.detail.patient'), patient.join(' ') || none],
          [t('inbox.detail.sap'), text(form.sap) ?? none],
          [t('inbox.detail.orderNumber'), text(form.patient_order_number) ?? none],
          [t('inbox.detail.comments'), text(form.comments) ?? t('inbox.detail.noComments')],
        ]}
      />
    </Stack>
  );
}

function History({ detail }: { detail: EscalationDetail }) {
  const { t, language } = useAdminT();
  return (
    <Section title={t('inbox.detail.history')} intro={t('inbox.detail.historyIntro')}>
      <Timeline bulletSize={14} lineWidth={2} active={detail.history.length - 1}>
        {detail.history.map((item) => (
          <Timeline.Item key={item.revision} title={t(`inbox.detail.events.${item.type}`)}>
            <Text size="xs" c="gray.8">
              {when(item.recordedAt, language)} ·{' '}
              {item.actorName ?? item.actorId ?? t('inbox.detail.person')}
            </Text>
            {item.message && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {item.message}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}

function ReplyForm({ detail, onDone }: { detail: EscalationDetail; onDone: () => void }) {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { escalation } = detail;
  const form = useForm<EscalationReply>({
    initialValues: { message: '' },
    validate: (values) => formErrors(escalationReplySchema, values, language),
  });
  const email = escalation.contact.email ?? '';
  if (escalation.status === 'closed')
    return (
      <Section title={t('inbox.reply.title')}>
        <Text size="sm">{t('inbox.reply.closedNote')}</Text>
      </Section>
    );
  const send = async ({ message }: EscalationReply) => {
    setOutcome(null);
    try {
      await inboxApi(api).reply(escalation.id, message);
      form.reset();
      setOutcome({ ok: true, text: t('inbox.reply.sent', { email }) });
      onDone();
    } catch (error) {
      if (isApiFailure(error)) form.setErrors(error.fieldErrors());
      setOutcome({ ok: false, text: errorText(error) });
    }
  };
  const personLanguage = t(`inbox.languages.${escalation.language === 'es' ? 'es' : 'en'}`);
  return (
    <Section
      title={t('inbox.reply.title')}
      intro={t('inbox.reply.hint', { email, language: personLanguage })}
    >
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack align="flex-start">
          <Textarea
            label={t('inbox.reply.label')}
            autosize
            minRows={4}
            w="100%"
            maw={720}
            required
            {...form.getInputProps('message')}
          />
          <Button type="submit" loading={form.submitting}>
            {t('inbox.reply.send')}
          </Button>
          <OutcomeAlert outcome={outcome} />
        </Stack>
      </form>
    </Section>
  );
}

function ClosePanel({ detail, onDone }: { detail: EscalationDetail; onDone: () => void }) {
  const { t } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const closed = detail.escalation.status === 'closed';
  const close = async () => {
    setBusy(true);
    setConfirming(false);
    setOutcome(null);
    try {
      await inboxApi(api).close(detail.escalation.id);
      setOutcome({ ok: true, text: t('inbox.close.done') });
      onDone();
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      {!closed && !confirming && (
        <>
          <Button variant="default" onClick={() => setConfirming(true)} loading={busy}>
            {t('inbox.close.action')}
          </Button>
          <Text size="sm" c="gray.8">
            {t('inbox.close.hint')}
          </Text>
        </>
      )}
      {!closed && confirming && (
        // Closing ends the conversation for good: it is asked once (issue 29).
        <Stack gap="xs" role="group" aria-label={t('inbox.close.action')}>
          <Text fw={600}>
            {t('inbox.close.confirm', { reference: detail.escalation.reference })}
          </Text>
          <Group gap="sm">
            <Button color="red" onClick={() => void close()} data-autofocus autoFocus>
              {t('inbox.close.yes')}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('inbox.close.no')}
            </Button>
          </Group>
        </Stack>
      )}
      <OutcomeAlert outcome={outcome} />
    </Stack>
  );
}
