import { Group, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The programme's mark: a contact lens with a spark, and the name. */
export function Logo() {
  const { t } = useTranslation();
  const { colors } = useMantineTheme();
  const lens = colors['lens'] ?? colors.blue;
  const coral = colors['coral'] ?? colors.orange;
  return (
    <Group gap="xs" wrap="nowrap">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="15" fill="none" stroke={lens[7]} strokeWidth="3" />
        <path d="M7 20c3 5 8 7 11 7s8-2 11-7" fill="none" stroke={lens[5]} strokeWidth="2" />
        <circle cx="24" cy="11" r="3" fill={coral[6]} />
      </svg>
      <Text fw={700} fz="lg" c="lens.8">
        {t('appName')}
      </Text>
    </Group>
  );
}
