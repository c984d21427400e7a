import { Anchor, List, Popover, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePatientsTranslation } from '../texts/use-patients-translation';
import { NotListedButton } from './NotListedButton';

/**
 * The tip itself (Mantine's Popover with floating-ui): loaded when the button is first pressed
 * (NotListedHelp.tsx), so pages with the practice search do not carry it on first load
 * (DESIGN §12). It opens at once, with the focus on its button as a press leaves it.
 */
export default function NotListedPopover({ onNotListed }: { onNotListed: () => void }) {
  const { t } = usePatientsTranslation('patients');
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);
  const notListed = () => {
    setOpened(false);
    onNotListed();
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={320}
      position="bottom-start"
      withArrow
      trapFocus
    >
      <Popover.Target>
        <NotListedButton buttonRef={button} opened={opened} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">{t('notListed.tip')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('notListed.widerArea')}</List.Item>
            <List.Item>{t('notListed.otherName')}</List.Item>
          </List>
          <Anchor component="button" type="button" size="sm" onClick={notListed}>
            {t('notListed.choose')}
          </Anchor>
          <Anchor component={Link} to="/faq?topic=eligibility" size="sm">
            {t('notListed.faq')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
