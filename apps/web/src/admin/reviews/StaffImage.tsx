import { Anchor, Center, Image, Loader, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useAdminT } from '../i18n/admin-i18n';
import { adminTokenAtom } from '../session/admin-session';

type Shown =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; src: string; type: string };

/**
 * A stored upload shown to staff: fetched with the staff token (uploads are served to their owner
 * and staff only), from this site whatever host the stored URL names.
 */
export function StaffImage({ url, alt }: { url: string; alt: string }) {
  const { t } = useAdminT();
  const token = useAtomValue(adminTokenAtom);
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    const path = new URL(url, window.location.origin).pathname;
    fetch(path, { headers: token ? { 'profile-token': token } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const type = response.headers.get('content-type') ?? '';
        objectUrl = URL.createObjectURL(await response.blob());
        if (current) setShown({ state: 'ready', src: objectUrl, type });
      })
      .catch(() => current && setShown({ state: 'failed' }));
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token]);

  if (shown.state === 'loading')
    return (
      <Center mih={200} role="status">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  if (shown.state === 'failed') return <Text c="red.8">{t('reviews.imageFailed')}</Text>;
  if (!shown.type.startsWith('image/'))
    return (
      <Anchor href={shown.src} target="_blank" rel="noopener noreferrer">
        {t('reviews.openFile')}
      </Anchor>
    );
  return (
    <Anchor
      href={shown.src}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('reviews.openFull', { name: alt })}
    >
      <Image src={shown.src} alt={alt} radius="sm" fit="contain" mah={520} />
    </Anchor>
  );
}
