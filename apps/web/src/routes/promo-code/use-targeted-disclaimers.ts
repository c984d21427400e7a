import { useAtomValue } from 'jotai';
import { appStateAtom } from '../../app-state/app-state.state';
import { outreachBundle } from '../../i18n/bundles/outreach';
import { useNamespace } from '../../i18n/namespaces';
import { usePageDisclaimers } from '../../shell/page-disclaimers';

/** The promo-code pages' own disclaimers when `ecpTargetedMarketing` is on (spec 000 §2). */
export function useTargetedDisclaimers(practiceName: string | null): void {
  const { t } = useNamespace(outreachBundle);
  const enabled = useAtomValue(appStateAtom)?.features.ecpTargetedMarketing ?? false;
  usePageDisclaimers(
    enabled && practiceName
      ? [
          t('promo.disclaimers.offer', { practice: practiceName }),
          t('promo.disclaimers.email'),
          t('promo.disclaimers.independent'),
        ]
      : [],
  );
}
