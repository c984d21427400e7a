import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PageName } from '../../routing/route-meta';

/** A page's main heading: its name in the `pages` namespace, the same as the document title. */
export function PageTitle({ page }: { page: PageName }) {
  const { t } = useTranslation('pages');
  return <Title order={1}>{t(page)}</Title>;
}
