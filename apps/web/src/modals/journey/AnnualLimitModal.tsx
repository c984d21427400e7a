import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { ConfirmActions } from './modal-actions';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/**
 * The annual supply limit (spec 000 §2; DESIGN §9: 12 months per patient in a rolling year): the
 * patient is told what is left; an admin acting for them may confirm the entry anyway or cancel.
 */
export function AnnualLimitModal({ props, close }: ModalComponentProps<'annualLimit'>) {
  const { t } = useJourneyTranslation('purchase');
  const navigate = useNavigate();
  // No month left: no other supply can succeed, so none is offered (issue 29).
  const noneLeft = props.limitRemaining <= 0;
  const body = noneLeft
    ? t('limit.noneLeft')
    : t('limit.body', { count: props.limitRemaining, supply: props.supplyLength });
  return (
    <AppModal title={props.admin ? t('limit.adminTitle') : t('limit.title')} onClose={close}>
      <Text>{body}</Text>
      {props.admin && <Text mt="sm">{t('limit.adminBody')}</Text>}
      {props.admin ? (
        <ConfirmActions
          close={close}
          onConfirm={props.onConfirm}
          confirmLabel={t('limit.adminConfirm')}
        />
      ) : noneLeft ? (
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('limit.stay')}
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              close();
              void navigate('/dashboard');
            }}
          >
            {t('limit.toDashboard')}
          </Button>
        </Group>
      ) : (
        <Group justify="flex-end" mt="lg">
          <Button onClick={close} data-autofocus>
            {t('limit.change')}
          </Button>
        </Group>
      )}
    </AppModal>
  );
}
