import { Anchor } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { loadChunk } from '../../routing/chunk-errors';
import { usePatientsTranslation } from '../texts/use-patients-translation';
import { NotListedButton } from './NotListedButton';

const NotListedPopover = lazy(() =>
  loadChunk('not-listed-help', () => import('./NotListedPopover')),
);

/**
 * The not-listed help (spec 000 §2): a tip with links, opened by click or keyboard (a hover-only
 * tooltip could not hold links). An admin acting for a patient gets the plain Doctor Not Listed
 * link instead (spec 000 §6). The tip's popover loads at the first press (DESIGN §12).
 */
export function NotListedHelp({
  impersonating,
  onNotListed,
}: {
  impersonating: boolean;
  onNotListed: () => void;
}) {
  const { t } = usePatientsTranslation('patients');
  const [wanted, setWanted] = useState(false);
  if (impersonating) {
    return (
      <Anchor component="button" type="button" onClick={onNotListed}>
        {t('notListed.adminLink')}
      </Anchor>
    );
  }
  const waiting = <NotListedButton opened={false} onClick={() => setWanted(true)} />;
  return wanted ? (
    <Suspense fallback={waiting}>
      <NotListedPopover onNotListed={onNotListed} />
    </Suspense>
  ) : (
    waiting
  );
}
