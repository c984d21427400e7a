import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type AddressFields } from '../../features/patients/standardise-address';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

const lines = (a: AddressFields) =>
  [a.address1, a.address2, `${a.city}, ${a.state} ${a.postal_code}`].filter(Boolean);

function AddressBlock({ address }: { address: AddressFields }) {
  return (
    <Stack gap={0} component="span">
      {lines(address).map((line) => (
        <Text component="span" key={line} display="block">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Address verification (spec 000 §2): use the recommended address or the one as entered, or go
 * back and edit; Continue stays disabled until a choice is made.
 */
export function AddressVerificationModal({
  props,
  close,
}: ModalComponentProps<'addressVerification'>) {
  const { t } = useJourneyTranslation(['patients', 'common']);
  const [choice, setChoice] = useState<'recommended' | 'entered' | null>(null);
  const proceed = () => {
    if (!choice) return;
    close();
    props.onChoose(choice === 'recommended' ? props.recommended : props.entered);
  };
  return (
    <AppModal title={t('address.title')} onClose={close}>
      <Stack gap="md">
        <Text>{t('address.body')}</Text>
        <Radio.Group
          label={t('address.label')}
          value={choice}
          onChange={(value) => setChoice(value === 'recommended' ? 'recommended' : 'entered')}
        >
          <Stack gap="md" mt="xs">
            <Radio
              value="recommended"
              label={t('address.recommended')}
              description={<AddressBlock address={props.recommended} />}
            />
            <Radio
              value="entered"
              label={t('address.entered')}
              description={<AddressBlock address={props.entered} />}
            />
          </Stack>
        </Radio.Group>
        <Group justify="space-between">
          <Button variant="default" onClick={close}>
            {t('address.goBack')}
          </Button>
          <Button onClick={proceed} disabled={!choice}>
            {t('common:continue')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
