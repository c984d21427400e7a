import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ENTRY_STATUS_FILTERS,
  EMAIL_TRIGGERS,
  adminEmailTriggerSchema,
  formErrors,
  profileExportRequestSchema,
  type EmailTriggeredResult,
  type ProfileExportCreated,
} from '@lens/validation';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { adminTokenAtom } from '../session/admin-session';
import { useErrorText } from '../ui/error-text';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { Page } from '../ui/Page';
import { DownloadProgress, Section } from '../ui/Section';
import { useFields } from '../ui/use-fields';
import { downloadCsv } from '../ui/transfers';

/** #/exports: the profile export (CSV, with download progress) and e-mail triggers. */
export function ExportsPage() {
  const { t } = useAdminT();
  return (
    <Page title={t('exports.title')}>
      <Stack gap="xl">
        <ProfileExport />
        <EmailTrigger />
      </Stack>
    </Page>
  );
}

function ProfileExport() {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const token = useAtomValue(adminTokenAtom);
  const fields = useFields({ registered_from: '', registered_to: '', language: '' });
  const { values: filters, errors, setErrors } = fields;
  const [progress, setProgress] = useState<{ bytes: number; lines: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (event: FormEvent) => {
    event.preventDefault();
    const check = formErrors(profileExportRequestSchema, filters, language);
    setErrors(check);
    setOutcome(null);
    if (Object.keys(check).length) return;
    try {
      const body = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
      const { exportId, url } = await api.post<ProfileExportCreated>('profile-exports', body);
      setProgress({ bytes: 0, lines: 0 });
      const done = await downloadCsv(url, {
        token,
        language,
        fileName: `profiles-${exportId}.csv`,
        onProgress: setProgress,
      });
      setOutcome({
        ok: true,
        text: `${t('exports.exportReady', { id: exportId })} ${t('exports.rowsDownloaded', { count: Math.max(0, done.lines - 1) })}`,
      });
    } catch (error) {
      if (isApiFailure(error)) setErrors(error.fieldErrors());
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Section title={t('exports.profileExport')} intro={t('exports.profileExportIntro')}>
      <form onSubmit={run} noValidate>
        <Stack maw={640}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              type="date"
              label={t('exports.registeredFrom')}
              {...fields.text('registered_from')}
            />
            <TextInput
              type="date"
              label={t('exports.registeredTo')}
              {...fields.text('registered_to')}
            />
            <Select
              label={t('exports.language')}
              clearable
              value={filters.language || null}
              error={errors.language}
              onChange={(value) => fields.set('language', value ?? '')}
              data={[
                { value: 'en', label: t('exports.languages.en') },
                { value: 'es', label: t('exports.languages.es') },
              ]}
            />
          </SimpleGrid>
          <DownloadProgress bytes={progress?.bytes ?? null} />
          <Group>
            <Button type="submit" loading={progress !== null}>
              {t('exports.createExport')}
            </Button>
          </Group>
          <OutcomeAlert outcome={outcome} />
        </Stack>
      </form>
    </Section>
  );
}

type Target = 'entry' | 'profile' | 'filter';

function EmailTrigger() {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const [target, setTarget] = useState<Target>('entry');
  const fields = useFields({
    trigger: 'submission_confirmed',
    purchase_submission_id: '',
    profile_id: '',
    status: '',
    sap: '',
    from: '',
    to: '',
  });
  const { values, errors, setErrors } = fields;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const fieldsOf: Record<Target, (keyof typeof values)[]> = {
    entry: ['trigger', 'purchase_submission_id'],
    profile: ['trigger', 'profile_id'],
    filter: ['trigger', 'status', 'sap', 'from', 'to'],
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(
      fieldsOf[target].map((name) => [name, values[name]]).filter(([, v]) => v !== ''),
    );
    const check = formErrors(adminEmailTriggerSchema, body, language);
    setErrors(check);
    setOutcome(null);
    if (Object.keys(check).length) return;
    setBusy(true);
    try {
      const result = await api.post<EmailTriggeredResult>('email-triggers', body);
      setOutcome({ ok: true, text: t('exports.queued', { count: result.queued }) });
    } catch (error) {
      if (isApiFailure(error)) setErrors(error.fieldErrors());
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const text = fields.text;
  return (
    <Section title={t('exports.email')} intro={t('exports.emailIntro')}>
      <form onSubmit={send} noValidate>
        <Stack maw={640}>
          <Select
            label={t('exports.template')}
            allowDeselect={false}
            value={values.trigger}
            error={errors.trigger}
            onChange={(value) => value && fields.set('trigger', value)}
            data={EMAIL_TRIGGERS.map((trigger) => ({
              value: trigger,
              label: t(`exports.templates.${trigger}`),
            }))}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="target-label">
              {t('exports.target')}
            </Text>
            <SegmentedControl
              aria-labelledby="target-label"
              value={target}
              onChange={(value) => setTarget(value as Target)}
              data={(['entry', 'profile', 'filter'] as const).map((value) => ({
                value,
                label: t(`exports.targets.${value}`),
              }))}
            />
          </Stack>
          {target === 'entry' && (
            <TextInput label={t('exports.entryId')} required {...text('purchase_submission_id')} />
          )}
          {target === 'profile' && (
            <TextInput label={t('exports.profileId')} required {...text('profile_id')} />
          )}
          {target === 'filter' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput type="date" label={t('common.from')} required {...text('from')} />
              <TextInput type="date" label={t('common.to')} required {...text('to')} />
              <Select
                label={t('exports.status')}
                clearable
                value={values.status || null}
                error={errors.status}
                onChange={(value) => fields.set('status', value ?? '')}
                data={ENTRY_STATUS_FILTERS.map((status) => ({
                  value: status,
                  label: t(`status.${status}`),
                }))}
              />
              <TextInput label={t('exports.sap')} inputMode="numeric" {...text('sap')} />
            </SimpleGrid>
          )}
          {errors.purchase_submission_id && target !== 'entry' && (
            <Text c="red.8" size="sm" role="alert">
              {errors.purchase_submission_id}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {t('exports.send')}
            </Button>
          </Group>
          <OutcomeAlert outcome={outcome} />
        </Stack>
      </form>
    </Section>
  );
}
