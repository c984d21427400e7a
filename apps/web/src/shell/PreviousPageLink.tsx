import { Anchor, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The previous-page link of spec 000 §2 (for example /purchase_info → /patient_entry). */
export function PreviousPageLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} underline="hover" mb="md" display="inline-block">
      <Group gap={4} wrap="nowrap">
        <IconChevronLeft aria-hidden size={18} />
        {t('back')}
      </Group>
    </Anchor>
  );
}
