import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';

/** Generic error: defaults "An unexpected error occurred." / "Please try again later." */
export function GenericErrorModal({ props, close }: ModalComponentProps<'genericError'>) {
  const { t } = useTranslation(['modals', 'common']);
  return (
    <AppModal title={props.headline ?? t('genericError.headline')} onClose={close}>
      <Text>{props.body ?? t('genericError.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close}>{t('common:ok')}</Button>
      </Group>
    </AppModal>
  );
}
