import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';

/** Express claim notice (spec 000 §2): Claim now goes to /express_rewards/{submissionId}. */
export function ExpressClaimNoticeModal({
  props,
  close,
}: ModalComponentProps<'expressClaimNotice'>) {
  const { t } = useNamespace(claimsBundle);
  const navigate = useNavigate();
  const claim = () => {
    close();
    void navigate(`/express_rewards/${encodeURIComponent(props.submissionId)}`);
  };
  return (
    <AppModal title={t('notice.title')} onClose={close}>
      <Text>{t('notice.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('notice.later')}
        </Button>
        <Button onClick={claim}>{t('notice.claim')}</Button>
      </Group>
    </AppModal>
  );
}
