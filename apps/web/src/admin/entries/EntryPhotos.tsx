import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { adminTokenAtom } from '../session/admin-session';
import { Section } from '../ui/Section';
import { fetchImage } from '../ui/transfers';
import { type EntryDetail, entriesApi } from './entries-api';

type Kind = 'receipt' | 'product';
const ZOOMS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

/** The photo as an object URL, fetched with the staff token (the API serves it to staff only). */
function usePhoto(submissionId: string, kind: Kind, uploaded: boolean) {
  const { language } = useAdminT();
  const api = useAdminApi();
  const token = useAtomValue(adminTokenAtom);
  const [photo, setPhoto] = useState<{ url?: string; failed?: boolean }>({});
  useEffect(() => {
    if (!uploaded) return;
    const controller = new AbortController();
    let url: string | undefined;
    fetchImage(entriesApi(api).photoUrl(submissionId, kind), {
      token,
      language,
      signal: controller.signal,
    }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setPhoto({ url });
      },
      () => !controller.signal.aborted && setPhoto({ failed: true }),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, token, language, submissionId, kind, uploaded]);
  return photo;
}

/** The receipt and product photos support checks an entry against, each opening a zoom view. */
export function EntryPhotos({ detail }: { detail: EntryDetail }) {
  const { t } = useAdminT();
  const kinds: [Kind, boolean][] = [
    ['receipt', Boolean(detail.submission?.receipt_image_url)],
    ['product', Boolean(detail.submission?.product_image_url)],
  ];
  return (
    <Section title={t('photos.title')} intro={t('photos.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {kinds.map(([kind, uploaded]) => (
          <PhotoCard
            key={kind}
            submissionId={detail.entry.submissionId}
            kind={kind}
            uploaded={uploaded}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function PhotoCard({
  submissionId,
  kind,
  uploaded,
}: {
  submissionId: string;
  kind: Kind;
  uploaded: boolean;
}) {
  const { t } = useAdminT();
  const photo = usePhoto(submissionId, kind, uploaded);
  const [open, setOpen] = useState(false);
  const label = t(`photos.${kind}`);
  return (
    <Card withBorder radius="md">
      <Stack gap="xs">
        <Text fw={600}>{label}</Text>
        {!uploaded ? (
          <Text size="sm" c="gray.8">
            {t('photos.none')}
          </Text>
        ) : photo.failed ? (
          <Alert color="red" role="alert">
            {t('photos.failed')}
          </Alert>
        ) : !photo.url ? (
          <Loader aria-label={t('common.loading')} />
        ) : (
          <UnstyledButton
            onClick={() => setOpen(true)}
            aria-label={`${label}: ${t('photos.enlarge')}`}
          >
            <Image src={photo.url} alt={label} h={220} fit="contain" bg="gray.1" radius="sm" />
            <Group gap={4} mt={4} c="lens.7">
              <IconZoomIn aria-hidden size={16} />
              <Text size="sm">{t('photos.enlarge')}</Text>
            </Group>
          </UnstyledButton>
        )}
      </Stack>
      {open && photo.url && (
        <ZoomView url={photo.url} label={label} onClose={() => setOpen(false)} />
      )}
    </Card>
  );
}

/** The photo at a chosen zoom in a scrollable area: buttons, or + − 0 on the keyboard. */
function ZoomView({ url, label, onClose }: { url: string; label: string; onClose: () => void }) {
  const { t } = useAdminT();
  const phone = useMediaQuery('(max-width: 48em)');
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [naturalWidth, setNaturalWidth] = useState(0);
  const index = zoom === 'fit' ? -1 : ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);
  const step = (by: 1 | -1) => {
    const from = index === -1 ? ZOOMS.indexOf(1) : index;
    setZoom(ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, from + by))] ?? 1);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') step(1);
    else if (event.key === '-') step(-1);
    else if (event.key === '0') setZoom('fit');
    else return;
    event.preventDefault();
  };
  const controls = [
    {
      label: t('photos.zoomOut'),
      icon: IconZoomOut,
      onClick: () => step(-1),
      disabled: index === 0,
    },
    {
      label: t('photos.zoomIn'),
      icon: IconZoomIn,
      onClick: () => step(1),
      disabled: index === ZOOMS.length - 1,
    },
    {
      label: t('photos.fit'),
      icon: IconZoomReset,
      onClick: () => setZoom('fit'),
      disabled: zoom === 'fit',
    },
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={phone}
      size="90%"
      title={label}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Group gap="xs">
          {controls.map(({ label: text, icon: Icon, onClick, disabled }) => (
            <Button
              key={text}
              variant="default"
              size="xs"
              leftSection={<Icon aria-hidden size={16} />}
              onClick={onClick}
              disabled={disabled}
            >
              {text}
            </Button>
          ))}
          <Text size="sm" aria-live="polite">
            {zoom === 'fit'
              ? t('photos.fit')
              : t('photos.zoomLevel', { percent: Math.round(zoom * 100) })}
          </Text>
        </Group>
        <Box
          role="region"
          aria-label={t('photos.area', { photo: label })}
          tabIndex={0}
          onKeyDown={onKey}
          mah={phone ? 'calc(100dvh - 160px)' : '70vh'}
          style={{ overflow: 'auto' }}
          bg="gray.1"
        >
          {/* A plain img: its width is the zoom, and the box scrolls over it. */}
          <img
            src={url}
            alt={label}
            onLoad={(event) => setNaturalWidth(event.currentTarget.naturalWidth)}
            style={
              zoom === 'fit'
                ? { display: 'block', maxWidth: '100%', height: 'auto', margin: '0 auto' }
                : { display: 'block', width: Math.max(1, naturalWidth * zoom), maxWidth: 'none' }
            }
          />
        </Box>
      </Stack>
    </Modal>
  );
}
