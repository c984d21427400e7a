import { Alert, Button, Stack, Text, Title } from '@mantine/core';

import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiClientAtom } from '../../api/api.state';
import { channelAtom } from '../../environment/environment.state';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';
import { type ClaimView, confirmClaim } from './express-api';
import { FailureAlert, useFormFailure } from '../page-kit/form-failure';

/** Confirm (with the `m`/`def` channel, spec 000 §7): the claim goes to review, with a code. */
export function ConfirmStep({
  claim,
  onConfirmed,
}: {
  claim: ClaimView;
  onConfirmed: (claim: ClaimView) => void;
}) {
  const { t, i18n } = useNamespace(claimsBundle);
  const api = useAtomValue(apiClientAtom);
  const channel = useAtomValue(channelAtom);
  const [busy, setBusy] = useState(false);
  const { failure, show, clear } = useFormFailure(i18n.language);
  const confirm = async () => {
    setBusy(true);
    clear();
    try {
      onConfirmed(await confirmClaim(api, claim.submissionId, channel));
    } catch (error) {
      show(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" align="flex-start" component="section" aria-labelledby="claim-confirm">
      <Title order={2} size="h4" id="claim-confirm">
        {t('confirm.heading')}
      </Title>
      <Text>{t('confirm.body')}</Text>
      <FailureAlert failure={failure} />
      <Button onClick={() => void confirm()} loading={busy} disabled={!claim.photoAttached}>
        {t('confirm.submit')}
      </Button>
    </Stack>
  );
}

/** Where a claim stands once it can no longer be changed (or before the details are in). */
export function ClaimOutcome({ claim }: { claim: ClaimView }) {
  const { t } = useNamespace(claimsBundle);
  if (claim.state === 'confirmed')
    return (
      <Alert
        color="teal"
        role="status"
        title={t('confirm.done', { code: claim.confirmationCode ?? '' })}
      >
        {t('confirm.keep')}
      </Alert>
    );
  if (claim.state === 'declined') return <Alert color="gray">{t('state.declined')}</Alert>;
  return null;
}
