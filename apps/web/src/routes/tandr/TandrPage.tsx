import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { PATTERNS } from '@lens/validation';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiClientAtom } from '../../api/api.state';
import { leaveTo } from '../../features/page-kit/leave-app';
import { analyticsAllowedAtom } from '../../shell/cookie-consent.state';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { phasesBundle } from '../../i18n/bundles/phases';
import { useNamespace } from '../../i18n/namespaces';
import { allowedTarget } from './tandr-target';

/** The tracking call's data: the page address and the other query parameters (spec 000 §7). */
function trackingData(params: URLSearchParams): Record<string, string> {
  const data: Record<string, string> = { url: window.location.href };
  for (const [key, value] of params) if (key !== 't' && key !== 'r') data[key] = value;
  return data;
}

/**
 * /tandr (spec 000 §2): records the event named in `t`, then sends the browser to `r` when it is
 * an allowed address. A failed tracking call is only logged; the visitor still goes on. Without
 * consent to analytics (essential cookies only, or no choice yet) nothing is recorded: the
 * visitor is only sent on.
 */
export function TandrPage() {
  const { t } = useNamespace(phasesBundle);
  const api = useAtomValue(apiClientAtom);
  const analyticsAllowed = useAtomValue(analyticsAllowedAtom);
  const [params] = useSearchParams();
  const [refused, setRefused] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const target = allowedTarget(params.get('r'), window.location);
    const eventName = params.get('t')?.trim() ?? '';
    const track =
      analyticsAllowed && eventName && PATTERNS.eventName.test(eventName) && eventName.length <= 100
        ? api
            .post('tracking', { eventName, data: trackingData(params) })
            .catch((error: unknown) => {
              console.warn('tracking failed', error);
            })
        : Promise.resolve();
    void track.then(() => {
      if (target) leaveTo(target, { replace: true });
      else setRefused(true);
    });
  }, [api, params, analyticsAllowed]);

  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="tandr" />
      {refused ? (
        <>
          <Title order={2}>{t('tandr.refused.heading')}</Title>
          <Text>{t('tandr.refused.body')}</Text>
          <Anchor component={Link} to="/">
            {t('tandr.home')}
          </Anchor>
        </>
      ) : (
        <Stack gap="xs" align="flex-start" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('tandr.working')}</Text>
        </Stack>
      )}
    </Stack>
  );
}
