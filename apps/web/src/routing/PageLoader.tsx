import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page group loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" mih="50vh">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
