import { Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { type Ref } from 'react';
import { usePatientsTranslation } from '../texts/use-patients-translation';

/** The not-listed tip's button, before and after the popover's code has loaded. */
export function NotListedButton({
  opened,
  onClick,
  buttonRef,
}: {
  opened: boolean;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = usePatientsTranslation('patients');
  return (
    <Button
      ref={buttonRef}
      variant="subtle"
      leftSection={<IconHelpCircle aria-hidden size={18} />}
      onClick={onClick}
      aria-expanded={opened}
      w="fit-content"
    >
      {t('notListed.question')}
    </Button>
  );
}
