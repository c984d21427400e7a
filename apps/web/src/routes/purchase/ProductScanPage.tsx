import {
  Anchor,
  AspectRatio,
  Box,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formErrors, skuParamsSchema } from '@lens/validation';
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { isApiFailure } from '../../api/api-failure';
import { useApi } from '../../features/api/use-api';
import {
  type CameraProblem,
  useBarcodeScanner,
} from '../../features/barcode-scan/use-barcode-scanner';
import { updateDraftAtom } from '../../features/draft/draft.state';
import { emptyEye, type EyeValues } from '../../features/draft/purchase-draft';
import { type RequiredDraft, useRequiredDraft } from '../../features/draft/use-required-draft';
import { useFailureText } from '../../features/forms/failure-message';
import { lookupSku, type SkuProduct } from '../../features/submissions/submissions-api';
import { useTrack } from '../../features/tracking/track';
import { useModals } from '../../modals/use-modals';
import { type EyeChoice, FoundProduct } from './FoundProduct';
import { FailureAlert } from '../../features/forms/FailureAlert';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

type Lookup = { status: 'idle' } | { status: 'looking' } | { status: 'found'; product: SkuProduct };

function Scanner({ draft }: { draft: RequiredDraft<'submissionId'> }) {
  const { t, i18n } = useJourneyTranslation('purchase');
  const api = useApi();
  const navigate = useNavigate();
  const track = useTrack();
  const failureText = useFailureText();
  const { open } = useModals();
  const updateDraft = useSetAtom(updateDraftAtom);
  const video = useRef<HTMLVideoElement>(null);
  const [round, setRound] = useState(0);
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const scanner = useBarcodeScanner(video, round);

  const scanError = (reason: 'not_found' | CameraProblem) => {
    void track('form_error', { form: 'barcode_scan', code: reason });
    open('barcodeScanError', {
      reason,
      onScanAgain: () => {
        setLookup({ status: 'idle' });
        setRound((n) => n + 1);
      },
      onAddManually: () => void navigate('/product_intake'),
    });
  };

  const find = async (sku: string) => {
    setLookup({ status: 'looking' });
    setFailure(undefined);
    try {
      setLookup({ status: 'found', product: await lookupSku(api, sku) });
    } catch (error) {
      setLookup({ status: 'idle' });
      if (isApiFailure(error) && error.status === 404) scanError('not_found');
      else setFailure(failureText.message(error));
    }
  };

  useEffect(() => {
    if (scanner.status === 'found') void find(scanner.sku);
    if (scanner.status === 'problem') scanError(scanner.problem);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per scanner outcome
  }, [scanner]);

  const lookUpTyped = (event: FormEvent) => {
    event.preventDefault();
    const error = formErrors(skuParamsSchema, { SKU: typed.trim() }, i18n.language)['SKU'];
    setTypedError(error);
    if (!error) void find(typed.trim());
  };

  const use = (product: SkuProduct, eyes: EyeChoice) => {
    const box: EyeValues = {
      brand: product.brand,
      lensesPerBox: String(product.lenses_per_box),
      boxes: '',
    };
    const current = draft.supplies ?? {
      right: emptyEye(),
      left: emptyEye(),
      method: 'scan' as const,
    };
    updateDraft({
      supplies: {
        right: eyes === 'left' ? current.right : box,
        left: eyes === 'right' ? current.left : box,
        method: 'scan',
        sku: product.SKU,
      },
    });
    void navigate('/product_intake');
  };

  return (
    <Stack gap="lg">
      {lookup.status === 'found' ? (
        <FoundProduct product={lookup.product} onUse={(eyes) => use(lookup.product, eyes)} />
      ) : (
        // Without a camera there is no picture: no empty black box stays behind the modal.
        <Box maw={480} display={scanner.status === 'problem' ? 'none' : undefined}>
          <AspectRatio ratio={4 / 3}>
            <video
              ref={video}
              muted
              playsInline
              aria-label={t('scan.camera')}
              style={{ background: 'black' }}
            />
          </AspectRatio>
        </Box>
      )}
      <Group gap="xs" aria-live="polite">
        {(scanner.status === 'starting' || lookup.status === 'looking') && (
          <Loader size="sm" aria-hidden />
        )}
        <Text>
          {lookup.status === 'looking'
            ? t('scan.lookingUp')
            : scanner.status === 'starting'
              ? t('scan.starting')
              : scanner.status === 'scanning'
                ? t('scan.scanning')
                : ''}
        </Text>
      </Group>
      <FailureAlert message={failure} />
      <form onSubmit={lookUpTyped} noValidate aria-label={t('scan.typeLabel')}>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('scan.typeSku')}
            description={t('scan.typeSkuHint')}
            inputMode="numeric"
            value={typed}
            error={typedError}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setTypedError(undefined); // a message about what was typed goes as it changes
            }}
          />
          <Button type="submit" variant="default" mt={{ base: 0, xs: 48 }}>
            {t('scan.lookUp')}
          </Button>
        </Group>
      </form>
      <Anchor component={Link} to="/product_intake" w="fit-content">
        {t('scan.typeInstead')}
      </Anchor>
    </Stack>
  );
}

/** /product_scan (spec 000 §2): the box's barcode through the camera, or its number typed. */
export function ProductScanPage() {
  const { t } = useJourneyTranslation(['purchase', 'pages']);
  const required = useRequiredDraft('method', 'patientId', 'sap', 'submissionId', 'purchaseDate');
  if (required.redirect !== undefined) return <Navigate to={required.redirect} replace />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages:productScan')}</Title>
      <Text>{t('scan.intro')}</Text>
      <Scanner draft={required.draft} />
    </Stack>
  );
}
