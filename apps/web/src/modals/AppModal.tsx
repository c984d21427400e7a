import { Modal, type ModalProps } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { channelAtom } from '../environment/environment.state';

type AppModalProps = Omit<ModalProps, 'opened'>;

/**
 * Every modal's frame: an open Mantine Modal (focus trapped, Escape closes, the title is the
 * dialog's heading and label), full screen on phones.
 */
export function AppModal({ children, ...props }: AppModalProps) {
  const { t } = useTranslation();
  const phone = useAtomValue(channelAtom) === 'm';
  return (
    <Modal opened fullScreen={phone} closeButtonProps={{ 'aria-label': t('close') }} {...props}>
      {children}
    </Modal>
  );
}
