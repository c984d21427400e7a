import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PageName } from '../routing/route-meta';

/**
 * TO BE BUILT: a titled stand-in for a page another issue delivers (issues 7 and 8). A page
 * group exports `placeholderPage('name')` until the real page replaces that line.
 */
export function placeholderPage(page: PageName) {
  function Placeholder() {
    const { t } = useTranslation('pages');
    return (
      <Stack gap="md">
        <Title order={1}>{t(page)}</Title>
        <Text>{t('placeholder')}</Text>
      </Stack>
    );
  }
  Placeholder.displayName = `Placeholder(${page})`;
  return Placeholder;
}
