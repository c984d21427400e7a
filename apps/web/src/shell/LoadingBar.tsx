import { Progress } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isLoadingAtom } from '../api/api.state';

/** A thin bar at the top while any call is in flight (spec 001 §4 loading flag). */
export function LoadingBar() {
  const { t } = useTranslation('shell');
  const loading = useAtomValue(isLoadingAtom);
  if (!loading) return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 400 }}
      aria-label={t('busy')}
    />
  );
}
