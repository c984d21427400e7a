import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Anchor href="#main-content" className={classes.skipLink}>
      {t('skipToContent')}
    </Anchor>
  );
}
