import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A modal's action: close it, then do what the caller asked (so the next modal can open). */
export const closeThen = (close: () => void, then: () => void) => () => {
  close();
  then();
};

/** Cancel (closes) and a confirm action that closes, then runs `onConfirm`. */
export function ConfirmActions({
  close,
  onConfirm,
  confirmLabel,
}: {
  close: () => void;
  onConfirm: () => void;
  confirmLabel: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={close}>
        {t('cancel')}
      </Button>
      <Button onClick={closeThen(close, onConfirm)}>{confirmLabel}</Button>
    </Group>
  );
}
