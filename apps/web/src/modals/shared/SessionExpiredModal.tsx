import { Button, Group, Text } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logoutAtom } from '../../session/session.state';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';

/** Session expiration: however it is dismissed, the session ends and the browser goes to /. */
export function SessionExpiredModal({ close }: ModalComponentProps<'sessionExpired'>) {
  const { t } = useTranslation('modals');
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();

  const acknowledge = () => {
    close();
    logout();
    void navigate('/', { replace: true });
  };

  return (
    <AppModal title={t('sessionExpired.title')} onClose={acknowledge}>
      <Text>{t('sessionExpired.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={acknowledge} data-autofocus>
          {t('sessionExpired.action')}
        </Button>
      </Group>
    </AppModal>
  );
}
