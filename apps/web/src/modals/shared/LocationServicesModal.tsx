import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_SEARCH_RADIUS } from '../../config/constants';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { useModals } from '../use-modals';

const LOCATE_TIMEOUT_MS = 15_000;

/**
 * Location services (spec 000 §4): allow → a search within 5 miles of the visitor; decline →
 * manual search; a failure of the browser's geolocation → the error modal, treated as denied.
 */
export function LocationServicesModal({ props, close }: ModalComponentProps<'locationServices'>) {
  const { t } = useTranslation('modals');
  const { open } = useModals();
  const [locating, setLocating] = useState(false);

  const fail = () => {
    close();
    open('genericError', {
      headline: t('location.failedHeadline'),
      body: t('location.failedBody'),
    });
    props.onDecline('failed');
  };

  const allow = () => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) return fail();
    setLocating(true);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        close();
        props.onAllow({
          latitude: coords.latitude,
          longitude: coords.longitude,
          radius: LOCATION_SEARCH_RADIUS,
        });
      },
      fail,
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 300_000 },
    );
  };

  const decline = () => {
    close();
    props.onDecline('declined');
  };

  return (
    <AppModal title={t('location.title')} onClose={decline}>
      <Text>{t('location.body', { radius: LOCATION_SEARCH_RADIUS })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={decline} disabled={locating}>
          {t('location.decline')}
        </Button>
        <Button
          onClick={allow}
          loading={locating}
          loaderProps={{ 'aria-label': t('location.locating') }}
        >
          {t('location.allow')}
        </Button>
      </Group>
    </AppModal>
  );
}
