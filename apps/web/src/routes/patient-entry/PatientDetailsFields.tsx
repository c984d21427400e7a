import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
import { US_STATES } from '@lens/domain';
import { useId } from 'react';
import { relationsFor } from '../../features/patients/relations';
import { type PatientEntryValues } from './patient-entry-values';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/** Who the patient is and where they live. */
export function PatientDetailsFields({
  form,
  hasSelf,
  storedRelation,
}: {
  form: UseFormReturnType<PatientEntryValues>;
  hasSelf: boolean;
  storedRelation?: string;
}) {
  const { t } = useJourneyTranslation('patients');
  const headingId = useId();
  const relations = relationsFor(hasSelf, storedRelation);
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('entry.detailsHeading')}
      </Title>
      <TextInput
        label={t('entry.name')}
        autoComplete="name"
        required
        {...form.getInputProps('name')}
      />
      <NativeSelect
        label={t('entry.relation')}
        required
        data={[
          { value: '', label: t('entry.relationPlaceholder'), disabled: true },
          ...relations.map((relation) => ({ value: relation, label: t(`relations.${relation}`) })),
        ]}
        {...form.getInputProps('relation_to_profile')}
      />
      <TextInput
        label={t('entry.address1')}
        autoComplete="address-line1"
        required
        {...form.getInputProps('address1')}
      />
      <TextInput
        label={t('entry.address2')}
        autoComplete="address-line2"
        {...form.getInputProps('address2')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          label={t('entry.city')}
          autoComplete="address-level2"
          required
          {...form.getInputProps('city')}
        />
        <NativeSelect
          label={t('entry.state')}
          required
          autoComplete="address-level1"
          data={[
            { value: '', label: t('entry.statePlaceholder'), disabled: true },
            ...US_STATES.map(({ code, name }) => ({ value: code, label: name })),
          ]}
          {...form.getInputProps('state')}
        />
        <TextInput
          label={t('entry.postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          required
          {...form.getInputProps('postal_code')}
        />
      </SimpleGrid>
    </Stack>
  );
}
