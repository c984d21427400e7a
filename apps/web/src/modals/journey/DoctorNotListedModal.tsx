import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOT_LISTED_SAP } from '@lens/domain';
import { ecpNotListedSchema } from '@lens/validation';
import { useSchemaValidate } from '../../features/forms/schema-form';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

interface DoctorValues {
  sap: string;
  first_name: string;
  last_name: string;
}

/** Doctor not listed (spec 000 §2, 001 §5): sap 999 needs the doctor's first and last name. */
export function DoctorNotListedModal({ props, close }: ModalComponentProps<'doctorNotListed'>) {
  const { t } = useJourneyTranslation(['patients', 'common']);
  const form = useForm<DoctorValues>({
    initialValues: {
      sap: NOT_LISTED_SAP,
      first_name: props.doctor?.first_name ?? '',
      last_name: props.doctor?.last_name ?? '',
    },
    validate: useSchemaValidate<DoctorValues>(ecpNotListedSchema),
  });
  const save = ({ first_name, last_name }: DoctorValues) => {
    close();
    props.onSave({ first_name: first_name.trim(), last_name: last_name.trim() });
  };
  return (
    <AppModal title={t('notListed.modalTitle')} onClose={close}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          <Text>{t('notListed.modalBody')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('notListed.firstName')}
              required
              data-autofocus
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('notListed.lastName')}
              required
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button type="submit">{t('notListed.save')}</Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
