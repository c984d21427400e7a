import { Button, Group, Text } from '@mantine/core';
import { MODAL_AUTO_REDIRECT_MS } from '../../config/constants';
import { leaveTo } from '../../features/page-kit/leave-app';
import { useCountdown } from '../../features/page-kit/use-countdown';
import { outreachBundle } from '../../i18n/bundles/outreach';
import { useNamespace } from '../../i18n/namespaces';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';

/**
 * Promo code request confirm (spec 000 §2): the code is on its way; after 3 seconds the browser
 * goes to the practice's scheduler (when the practice has one).
 */
export function PromoCodeRequestConfirmModal({
  props,
  close,
}: ModalComponentProps<'promoCodeRequestConfirm'>) {
  const { t } = useNamespace(outreachBundle);
  const { schedulerUrl } = props;
  const left = useCountdown(MODAL_AUTO_REDIRECT_MS, schedulerUrl !== null, () => {
    if (schedulerUrl) leaveTo(schedulerUrl);
  });
  return (
    <AppModal title={t('promo.confirm.title')} onClose={close}>
      <Text>{t('promo.confirm.body', { practice: props.practiceName, email: props.email })}</Text>
      {schedulerUrl && (
        <Text mt="sm" role="status">
          {t('promo.confirm.redirect', { count: left })}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        {schedulerUrl ? (
          <Button component="a" href={schedulerUrl}>
            {t('promo.confirm.go')}
          </Button>
        ) : (
          <Button onClick={close}>{t('promo.confirm.ok')}</Button>
        )}
      </Group>
    </AppModal>
  );
}
