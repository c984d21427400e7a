import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formErrors,
  makeViralReferralSchema,
  MAX_REFERRALS,
  type ReferralSent,
} from '@lens/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiClientAtom } from '../../api/api.state';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { outreachBundle } from '../../i18n/bundles/outreach';
import { useNamespace } from '../../i18n/namespaces';
import { profileAtom } from '../../session/session.state';
import { FailureAlert, useFormFailure } from '../../features/page-kit/form-failure';

type Values = Record<`to_name${1 | 2 | 3}` | `to_email${1 | 2 | 3}`, string> & {
  taf_confirm: boolean;
};

const EMPTY: Values = {
  to_name1: '',
  to_email1: '',
  to_name2: '',
  to_email2: '',
  to_name3: '',
  to_email3: '',
  taf_confirm: false,
};

/** Blank optional fields are left out, as the API expects them. */
function referral(values: Values, pairs: number) {
  const body: Record<string, string | boolean> = { taf_confirm: values.taf_confirm };
  for (let pair = 1; pair <= pairs; pair++) {
    const name = values[`to_name${pair as 1 | 2 | 3}`].trim();
    const email = values[`to_email${pair as 1 | 2 | 3}`].trim();
    if (name) body[`to_name${pair}`] = name;
    if (email) body[`to_email${pair}`] = email;
  }
  return body;
}

/**
 * /viral (spec 001 §3, §5): up to 3 name and e-mail pairs, each needing its partner; not the
 * sender's own address (REFERRED_SELF), no friend twice (DUPLICATE, also across referrals), and
 * the taf_confirm box.
 */
export function ViralPage() {
  const { t, i18n } = useNamespace(outreachBundle);
  const api = useAtomValue(apiClientAtom);
  const navigate = useNavigate();
  const selfEmail = useAtomValue(profileAtom).email;
  const [pairs, setPairs] = useState(1);
  const { failure, show, clear } = useFormFailure(i18n.language);
  const schema = makeViralReferralSchema({ selfEmail });
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => formErrors(schema, referral(values, pairs), i18n.language),
  });

  const submit = form.onSubmit(async (values) => {
    clear();
    try {
      const result = await api.post<ReferralSent>('referrals', referral(values, pairs));
      void navigate('/viral_thanks', { state: { invited: result.invited } });
    } catch (error) {
      show(error, form);
    }
  });

  const remove = (pair: number) => {
    // Later pairs move up, so the list never has a gap.
    for (let from = pair; from < pairs; from++) {
      form.setFieldValue(
        `to_name${from as 1 | 2}`,
        form.getValues()[`to_name${(from + 1) as 2 | 3}`],
      );
      form.setFieldValue(
        `to_email${from as 1 | 2}`,
        form.getValues()[`to_email${(from + 1) as 2 | 3}`],
      );
    }
    form.setFieldValue(`to_name${pairs as 2 | 3}`, '');
    form.setFieldValue(`to_email${pairs as 2 | 3}`, '');
    setPairs(pairs - 1);
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle page="viral" />
        <Text>{t('viral.intro')}</Text>
      </Stack>
      <FailureAlert failure={failure} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {Array.from({ length: pairs }, (_, index) => index + 1).map((pair) => (
            <Fieldset key={pair} legend={t('viral.friend', { number: pair })}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('viral.name')}
                  autoComplete="off"
                  {...form.getInputProps(`to_name${pair}`)}
                />
                <TextInput
                  label={t('viral.email')}
                  type="email"
                  autoComplete="off"
                  {...form.getInputProps(`to_email${pair}`)}
                />
              </SimpleGrid>
              {pair > 1 && (
                <Anchor component="button" type="button" mt="xs" onClick={() => remove(pair)}>
                  {t('viral.remove', { number: pair })}
                </Anchor>
              )}
            </Fieldset>
          ))}
          {pairs < MAX_REFERRALS && (
            <Button variant="light" w="fit-content" onClick={() => setPairs(pairs + 1)}>
              {t('viral.add')}
            </Button>
          )}
          <Checkbox
            label={t('viral.confirm')}
            {...form.getInputProps('taf_confirm', { type: 'checkbox' })}
          />
          <Text size="sm" c="gray.8">
            {t('viral.privacy')}
          </Text>
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('viral.submit')}
            </Button>
            <Anchor component={Link} to="/viral_no_thanks">
              {t('viral.noThanks')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
