import { Anchor, Button, List, Popover, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePatientsTranslation } from '../texts/use-patients-translation';

/**
 * The not-listed help (spec 000 §2): a tip with links, opened by click or keyboard (a hover-only
 * tooltip could not hold links). An admin acting for a patient gets the plain Doctor Not Listed
 * link instead (spec 000 §6).
 */
export function NotListedHelp({
  impersonating,
  onNotListed,
}: {
  impersonating: boolean;
  onNotListed: () => void;
}) {
  const { t } = usePatientsTranslation('patients');
  const [opened, setOpened] = useState(false);
  if (impersonating) {
    return (
      <Anchor component="button" type="button" onClick={onNotListed}>
        {t('notListed.adminLink')}
      </Anchor>
    );
  }
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
        <Button
          variant="subtle"
          leftSection={<IconHelpCircle aria-hidden size={18} />}
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
          w="fit-content"
        >
          {t('notListed.question')}
        </Button>
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
