import { Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ExpressClaim } from '@lens/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiClientAtom } from '../../api/api.state';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';
import { type ClaimView, claimReward, declineReward } from './express-api';
import { keepUploadKey } from './upload-keys';
import { FailureAlert, useFormFailure } from '../page-kit/form-failure';
import { useFormChecks } from '../forms/use-form-checks';

type Values = Omit<ExpressClaim, 'language' | 'address2'> & { address2: string };

/**
 * Who claims the reward and where the card goes (POST /api/express-claims/:id/claim); or "I
 * don't need this reward" (not-needed). The claim's upload key is kept for the photo step.
 */
export function ClaimForm(props: {
  claim: ClaimView;
  onClaimed: (claim: ClaimView) => void;
  onDeclined: () => void;
}) {
  const { t, i18n } = useNamespace(claimsBundle);
  const api = useAtomValue(apiClientAtom);
  const { failure, show, clear } = useFormFailure(i18n.language);
  const [declining, setDeclining] = useState(false);
  const language = i18n.language === 'es' ? 'es' : 'en';
  const checks = useFormChecks();
  const form = useForm<Values>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      postal_code: '',
    },
    validate: checks.validate<Values>((c, values, lang) =>
      c.formErrors(c.expressClaimSchema, { ...values, language }, lang),
    ),
  });
  const fail = (error: unknown) => show(error, form);
  const submit = checks.formProps(form, async (values: Values) => {
    clear();
    try {
      const result = await claimReward(
        api,
        props.claim.submissionId,
        (await checks.ready()).expressClaimSchema.parse({ ...values, language }),
      );
      keepUploadKey(props.claim.submissionId, result.upload);
      props.onClaimed(result.claim);
    } catch (error) {
      fail(error);
    }
  });
  const decline = async () => {
    clear();
    setDeclining(true);
    try {
      await declineReward(api, props.claim.submissionId);
      props.onDeclined();
    } catch (error) {
      fail(error);
    } finally {
      setDeclining(false);
    }
  };
  const field = (name: keyof Values, label: string, autoComplete: string, required = true) => (
    <TextInput
      label={label}
      autoComplete={autoComplete}
      withAsterisk={required}
      {...form.getInputProps(name)}
    />
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="claim-details">
      <Title order={2} size="h4" id="claim-details">
        {t('claim.heading')}
      </Title>
      <Text>{t('claim.intro')}</Text>
      <FailureAlert failure={failure} />
      <form {...submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('first_name', t('claim.firstName'), 'given-name')}
            {field('last_name', t('claim.lastName'), 'family-name')}
          </SimpleGrid>
          <TextInput
            label={t('claim.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          {field('address1', t('claim.address1'), 'address-line1')}
          {field('address2', t('claim.address2'), 'address-line2', false)}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {field('city', t('claim.city'), 'address-level2')}
            {field('state', t('claim.state'), 'address-level1')}
            {field('postal_code', t('claim.postalCode'), 'postal-code')}
          </SimpleGrid>
          <Text size="sm">
            {t('claim.terms')}{' '}
            <Anchor component={Link} to="/expressrewardsterms">
              {t('claim.termsLink')}
            </Anchor>
          </Text>
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('claim.submit')}
            </Button>
            <Button variant="subtle" onClick={() => void decline()} loading={declining}>
              {t('claim.notNeeded')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
