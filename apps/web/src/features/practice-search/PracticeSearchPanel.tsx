import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { LOCATION_SEARCH_RADIUS } from '../../config/constants';
import { type NearMe } from '../../modals/modal-registry';
import { useModals } from '../../modals/use-modals';
import { useApi } from '../api/use-api';
import { useFailureText } from '../forms/failure-message';
import { type FormChecks, useFormChecks } from '../forms/use-form-checks';
import { filterPractices } from './filter-practices';
import { NotListedHelp } from './NotListedHelp';
import { PracticeResult } from './PracticeResult';
import { type PracticeListItem, type PracticeOrigin, searchByRadius } from './practices-api';
import { usePatientsTranslation } from '../texts/use-patients-translation';

/** Radius choices in miles (our choice: the specification names the select, not its values). */
export const SEARCH_RADII = [5, 10, 25, 50] as const;

type Search =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; practices: PracticeListItem[] }
  | { status: 'failed'; message: string };

export interface PracticeSearchPanelProps {
  selectedSap?: string | null;
  onSelect: (practice: PracticeListItem) => void;
  /** "My doctor isn't listed": sap 999 with the doctor's name. */
  onNotListed: () => void;
  /** An admin acting for the patient gets a plain Doctor Not Listed link. */
  impersonating: boolean;
  /** Offer the location modal as the panel opens (no practice chosen yet). */
  askLocation: boolean;
  initialPostalCode?: string;
  /**
   * The radius the search starts with: the location search's (5 miles) unless the page says
   * (the estimator's: DEFAULT_ESTIMATOR_RADIUS, spec 000 §9).
   */
  initialRadius?: number;
}

/**
 * The practice search panel (spec 000 §2, §4, §5): ZIP code or "near me", a radius select that
 * re-runs the search, a free-text filter, a count headline, Select / Selected per practice and
 * the not-listed help (or the admin's Doctor Not Listed link).
 */
export function PracticeSearchPanel(props: PracticeSearchPanelProps) {
  const { t, i18n } = usePatientsTranslation('patients');
  const failureText = useFailureText();
  const api = useApi();
  const { open } = useModals();
  const headingId = useId();
  const [postalCode, setPostalCode] = useState(props.initialPostalCode ?? '');
  const [postalError, setPostalError] = useState<string>();
  const [radius, setRadius] = useState<number>(props.initialRadius ?? LOCATION_SEARCH_RADIUS);
  const [origin, setOrigin] = useState<PracticeOrigin | null>(null);
  const [filter, setFilter] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const postalInput = useRef<HTMLInputElement>(null);

  // Every change of origin or radius runs the search again (spec 000 §5).
  useEffect(() => {
    if (!origin) return;
    let current = true;
    setSearch({ status: 'searching' });
    searchByRadius(api, origin, radius).then(
      (practices) => current && setSearch({ status: 'done', practices }),
      (error: unknown) =>
        current && setSearch({ status: 'failed', message: failureText.message(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, origin, radius, failureText]);

  const nearMe = (place: NearMe) => {
    setRadius(place.radius);
    setOrigin({ latitude: place.latitude, longitude: place.longitude });
  };
  const askLocation = () =>
    open('locationServices', {
      onAllow: nearMe,
      onDecline: () => postalInput.current?.focus(),
    });

  const asked = useRef(false);
  useEffect(() => {
    if (!props.askLocation || asked.current) return;
    asked.current = true;
    askLocation();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel opens
  }, [props.askLocation]);

  // The checks load when the form is first used (DESIGN §12); should they fail to load, the
  // search runs and the API's answer says what is wrong.
  const checks = useFormChecks();
  const searchByPostalCode = (event: FormEvent) => {
    event.preventDefault();
    const check = (c: FormChecks | undefined) => {
      const errors = c?.formErrors(
        c.ecpSearchByRadiusQuerySchema,
        { radius, eye_care_professional_postal_code: postalCode },
        i18n.language,
      );
      const error = errors?.['eye_care_professional_postal_code'];
      setPostalError(error);
      if (!error) setOrigin({ postalCode: postalCode.trim() });
    };
    void checks.ready().then(check, () => check(undefined));
  };

  const shown = search.status === 'done' ? filterPractices(search.practices, filter) : [];

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('search.heading')}
      </Title>
      <form
        onSubmit={searchByPostalCode}
        onFocus={checks.prime}
        role="search"
        aria-label={t('search.formLabel')}
        noValidate
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            ref={postalInput}
            label={t('search.postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            value={postalCode}
            error={postalError}
            onChange={(event) => {
              setPostalCode(event.currentTarget.value);
              setPostalError(undefined); // a message about what was typed goes as it changes
            }}
            w={{ base: '100%', xs: 160 }}
          />
          <NativeSelect
            label={t('search.radius')}
            value={String(radius)}
            data={SEARCH_RADII.map((miles) => ({
              value: String(miles),
              label: t('search.miles', { count: miles }),
            }))}
            onChange={(event) => setRadius(Number(event.currentTarget.value))}
            w={{ base: '100%', xs: 'auto' }}
          />
          <Button type="submit" mt={{ base: 0, xs: 28 }}>
            {t('search.submit')}
          </Button>
        </Group>
      </form>
      <Group gap="sm">
        <Button variant="light" onClick={askLocation}>
          {t('search.nearMe')}
        </Button>
      </Group>
      <TextInput
        label={t('search.filter')}
        description={t('search.filterHint')}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <div aria-live="polite">
        {search.status === 'searching' && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{t('search.searching')}</Text>
          </Group>
        )}
        {search.status === 'failed' && (
          <Alert color="red" role="alert">
            {search.message}
          </Alert>
        )}
        {search.status === 'done' && (
          <Text fw={700}>{t('search.count', { count: shown.length })}</Text>
        )}
      </div>
      {shown.length > 0 && (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('search.results')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((practice) => (
            <PracticeResult
              key={practice.sap}
              practice={practice}
              selected={practice.sap === props.selectedSap}
              onSelect={() => props.onSelect(practice)}
            />
          ))}
        </Stack>
      )}
      <NotListedHelp impersonating={props.impersonating} onNotListed={props.onNotListed} />
    </Stack>
  );
}
