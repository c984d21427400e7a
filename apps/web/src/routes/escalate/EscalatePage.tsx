import {
  Button,
  Fieldset,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CONTACT_PREFERENCES,
  ESCALATION_CONTACT_TYPES,
  ESCALATION_REASONS,
  ESCALATION_SUBMISSION_TYPES,
  type EscalationSubmitted,
} from '@lens/validation';
import { useAtomValue } from 'jotai';

import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiClientAtom } from '../../api/api.state';
import { Captcha, useCaptchaNeeded } from '../../features/captcha/Captcha';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { outreachBundle } from '../../i18n/bundles/outreach';
import { useNamespace } from '../../i18n/namespaces';
import { FailureAlert, useFormFailure } from '../../features/page-kit/form-failure';
import { useFormChecks } from '../../features/forms/use-form-checks';

type Reason = (typeof ESCALATION_REASONS)[number];
type SubmissionType = (typeof ESCALATION_SUBMISSION_TYPES)[number];

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  contact_type: string;
  contact_preference: string;
  rewards_submission_type: string;
  reason_for_inquiry: string;
  sap: string;
  patient_first_name: string;
  patient_last_initial: string;
  patient_email: string;
  patient_phone_number: string;
  patient_order_number: string;
  comments: string;
  captcha_token: string;
}

const PATIENT_FIELDS: ReadonlySet<string> = new Set([
  'patient_first_name',
  'patient_last_initial',
  'patient_email',
  'patient_phone_number',
]);

/** Practice staff reporting their practice isn't taking part write about no patient (issue 29). */
const isAboutPractice = (values: Values) =>
  values.contact_type === 'ecp_staff' && values.reason_for_inquiry === 'ecp_ineligible';

/**
 * The body as the API takes it: blank optional fields are left out, and the patient's fields
 * too when the request is about the practice (they are not shown then).
 */
const request = (values: Values) =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) =>
        value.trim() !== '' && !(isAboutPractice(values) && PATIENT_FIELDS.has(key)),
    ),
  );

const pick = <T extends string>(
  list: readonly T[],
  value: string | null,
  fallback: T | '',
): T | '' => list.find((item) => item === value) ?? fallback;

/**
 * /escalate (spec 001 §3, §5): contact support. The practice number is needed when the practice
 * is not taking part, the patient's e-mail or phone always; a captcha except on local hosts and
 * in automated browsers. A link may pre-fill `reason`, `sap` and `type`.
 */
export function EscalatePage() {
  const { t, i18n } = useNamespace(outreachBundle);
  const api = useAtomValue(apiClientAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const captcha = useCaptchaNeeded();
  const { failure, show, clear } = useFormFailure(i18n.language);
  const checks = useFormChecks();
  // The specification's own texts (kept by the API) read as plain words on the form.
  const plain = (errors: Record<string, string>) => {
    const translated = (text: string) => checks.loaded?.message(text, i18n.language) ?? text;
    const plainWords: Record<string, string> = {
      [translated('Patient Email or Phone Required')]: t('escalate.fieldErrors.contactRequired'),
      'Patient Email or Phone Required': t('escalate.fieldErrors.contactRequired'),
      [translated('SAP must be an integer')]: t('escalate.fieldErrors.practiceNumber'),
      'SAP must be an integer': t('escalate.fieldErrors.practiceNumber'),
    };
    return Object.fromEntries(
      Object.entries(errors).map(([field, text]) => [field, plainWords[text] ?? text]),
    );
  };
  const form = useForm<Values>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      contact_type: 'patient',
      contact_preference: 'email',
      rewards_submission_type: pick<SubmissionType>(
        ESCALATION_SUBMISSION_TYPES,
        params.get('type'),
        'online',
      ),
      reason_for_inquiry: pick<Reason>(ESCALATION_REASONS, params.get('reason'), ''),
      sap: params.get('sap')?.replace(/\D/g, '') ?? '',
      patient_first_name: '',
      patient_last_initial: '',
      patient_email: '',
      patient_phone_number: '',
      patient_order_number: '',
      comments: '',
      captcha_token: '',
    },
    validate: checks.validate<Values>((c, values, lang) =>
      plain(
        c.formErrors(c.makeEscalationSchema({ captchaRequired: captcha }), request(values), lang),
      ),
    ),
  });
  const values = form.getValues();
  const aboutPractice = isAboutPractice(values);

  const submit = checks.formProps(form, async (submitted: Values) => {
    clear();
    try {
      const result = await api.post<EscalationSubmitted>('escalations', request(submitted));
      // The short reference support files the request under, not its internal id.
      void navigate('/escalation_thanks', { state: { reference: result.reference } });
    } catch (error) {
      show(error, form, plain);
    }
  });

  const options = (
    list: readonly string[],
    group: 'contactTypes' | 'submissionTypes' | 'reasons' | 'preferences',
  ) =>
    list.map((value) => ({
      value,
      label: t(`escalate.${group}.${value}` as 'escalate.reasons.other'),
    }));

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle page="escalate" />
        <Text>{t('escalate.intro')}</Text>
      </Stack>
      <FailureAlert failure={failure} />
      <form {...submit} noValidate>
        <Stack gap="lg">
          <Fieldset legend={t('escalate.you')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('escalate.firstName')}
                  autoComplete="given-name"
                  withAsterisk
                  {...form.getInputProps('first_name')}
                />
                <TextInput
                  label={t('escalate.lastName')}
                  autoComplete="family-name"
                  withAsterisk
                  {...form.getInputProps('last_name')}
                />
              </SimpleGrid>
              <TextInput
                label={t('escalate.email')}
                type="email"
                autoComplete="email"
                withAsterisk
                {...form.getInputProps('email')}
              />
              <TextInput
                label={t('escalate.phone')}
                type="tel"
                autoComplete="tel"
                {...form.getInputProps('phone_number')}
              />
              <Radio.Group
                label={t('escalate.contactType')}
                withAsterisk
                {...form.getInputProps('contact_type')}
              >
                <Stack gap={6} mt="xs">
                  {options(ESCALATION_CONTACT_TYPES, 'contactTypes').map((o) => (
                    <Radio key={o.value} value={o.value} label={o.label} />
                  ))}
                </Stack>
              </Radio.Group>
              <Radio.Group
                label={t('escalate.contactPreference')}
                {...form.getInputProps('contact_preference')}
              >
                <Stack gap={6} mt="xs">
                  {options(CONTACT_PREFERENCES, 'preferences').map((o) => (
                    <Radio key={o.value} value={o.value} label={o.label} />
                  ))}
                </Stack>
              </Radio.Group>
            </Stack>
          </Fieldset>
          <Fieldset legend={t('escalate.request')}>
            <Stack gap="sm">
              <NativeSelect
                label={t('escalate.reason')}
                withAsterisk
                data={[{ value: '', label: '—' }, ...options(ESCALATION_REASONS, 'reasons')]}
                {...form.getInputProps('reason_for_inquiry')}
              />
              {values.reason_for_inquiry === 'ecp_ineligible' && (
                <TextInput
                  label={t('escalate.sap')}
                  description={t('escalate.sapHint')}
                  inputMode="numeric"
                  withAsterisk
                  {...form.getInputProps('sap')}
                />
              )}
              <NativeSelect
                label={t('escalate.submissionType')}
                withAsterisk
                data={options(ESCALATION_SUBMISSION_TYPES, 'submissionTypes')}
                {...form.getInputProps('rewards_submission_type')}
              />
              <TextInput
                label={t('escalate.orderNumber')}
                {...form.getInputProps('patient_order_number')}
              />
              <Textarea
                label={t('escalate.comments')}
                autosize
                minRows={3}
                {...form.getInputProps('comments')}
              />
            </Stack>
          </Fieldset>
          {aboutPractice ? (
            <Text size="sm">{t('escalate.noPatientNeeded')}</Text>
          ) : (
            <Fieldset legend={t('escalate.patient')}>
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('escalate.patientFirstName')}
                    withAsterisk
                    {...form.getInputProps('patient_first_name')}
                  />
                  <TextInput
                    label={t('escalate.patientLastInitial')}
                    maxLength={1}
                    withAsterisk
                    {...form.getInputProps('patient_last_initial')}
                  />
                </SimpleGrid>
                <Text size="sm">{t('escalate.patientContactHint')}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('escalate.patientEmail')}
                    type="email"
                    {...form.getInputProps('patient_email')}
                  />
                  <TextInput
                    label={t('escalate.patientPhone')}
                    type="tel"
                    {...form.getInputProps('patient_phone_number')}
                  />
                </SimpleGrid>
              </Stack>
            </Fieldset>
          )}
          {captcha && (
            <Captcha
              label={t('escalate.captcha')}
              onToken={(token) => form.setFieldValue('captcha_token', token ?? '')}
              error={form.errors['captcha_token'] as string | undefined}
            />
          )}
          <Button type="submit" w="fit-content" loading={form.submitting}>
            {t('escalate.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
