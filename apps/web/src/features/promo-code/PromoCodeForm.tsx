import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Pill,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { maxPromoCodes } from '@lens/domain';
import { formErrors, makePromoCodeFormSchema, type PromoCodeEntry } from '@lens/validation';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useFormat } from '../../i18n/format';
import { useApi } from '../api/use-api';
import { useTrack } from '../tracking/track';
import {
  applyPromoCode,
  fetchPromoCodeLimited,
  fetchPromoCodes,
  removePromoCode,
} from './promo-api';
import { promoFailureCode, promoFailureText } from './promo-errors';
import { useJourneyTranslation } from '../texts/use-journey-translation';
import { TOOLTIP_HIDE_MS } from '../../config/constants';

/**
 * The promo code form (spec 000 §2, §4, §5, §8). Before stacking (purchase date before
 * 2025-07-01) one code, shown with its bonus and a remove link; from then, up to two as chips with
 * a remove control and an add-another link while fewer than two. Apply is disabled while the
 * input is empty or a code is being sent. Once the server says the entry is at its limit
 * (`rewards/promocode_limit`), no input and no add-another are offered.
 */
export function PromoCodeForm({
  submissionId,
  purchaseDate,
  onChange,
}: {
  submissionId: string;
  purchaseDate: string;
  onChange?: (codes: PromoCodeEntry[]) => void;
}) {
  const { t, i18n } = useJourneyTranslation('purchase');
  const api = useApi();
  const track = useTrack();
  const format = useFormat();
  const headingId = useId();
  const limit = maxPromoCodes(purchaseDate);
  const stacking = limit > 1;
  const [codes, setCodes] = useState<PromoCodeEntry[]>([]);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removeFailed, setRemoveFailed] = useState(false);

  // The server's word on the entry's limit (spec 000 §7 `rewards/promocode_limit`); until it
  // answers, or should it fail, the count of codes against the purchase date's limit decides.
  const [serverLimited, setServerLimited] = useState<boolean | null>(null);

  const refresh = async () => {
    const [list, limited] = await Promise.all([
      fetchPromoCodes(api, submissionId).catch((failure: unknown) => {
        console.warn('promo code list failed', failure); // spec 000 §8: only logged
        return undefined;
      }),
      fetchPromoCodeLimited(api, submissionId).catch((failure: unknown) => {
        console.warn('promo code limit failed', failure);
        return null;
      }),
    ]);
    setServerLimited(limited);
    if (list) {
      setCodes(list);
      onChange?.(list);
    }
  };
  useEffect(() => {
    void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the entry's codes, once
  }, [submissionId]);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const local = formErrors(
      makePromoCodeFormSchema(codes.map((c) => c.code)),
      { code: typed, purchase_submission_id: submissionId },
      i18n.language,
    )['code'];
    if (local) {
      setError(local);
      void track('form_error', { form: 'promo_code', code: 'local' });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const earned = await applyPromoCode(api, {
        code: typed,
        purchase_submission_id: submissionId,
      });
      setCode('');
      setAdding(false);
      void track('promo_code_applied', { rewardEarned: earned });
      await refresh();
    } catch (failure) {
      setError(promoFailureText(failure, i18n.language));
      void track('form_error', { form: 'promo_code', code: promoFailureCode(failure) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (entry: PromoCodeEntry) => {
    setRemoveFailed(false);
    try {
      await removePromoCode(api, submissionId, stacking ? entry.codeClass : undefined);
      await refresh();
    } catch (failure) {
      console.warn('promo code removal failed', failure); // spec 000 §8: logged, returns false
      setRemoveFailed(true);
    }
  };

  const limited = serverLimited ?? codes.length >= limit;
  const showInput = !limited && (codes.length === 0 || (stacking && adding));
  const bonus = codes.reduce((sum, entry) => sum + entry.award, 0);

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('promo.heading')}
      </Title>
      {!stacking && codes[0] && (
        <Group gap="sm">
          <Text>
            {t('promo.applied', { code: codes[0].code, bonus: format.money(codes[0].award) })}
          </Text>
          <Anchor
            component="button"
            type="button"
            onClick={() => void remove(codes[0] as PromoCodeEntry)}
          >
            {t('promo.remove')}
          </Anchor>
        </Group>
      )}
      {stacking && codes.length > 0 && (
        <Group gap="xs" role="list" aria-label={t('promo.appliedList')}>
          {codes.map((entry) => (
            <Pill
              key={entry.code}
              role="listitem"
              size="lg"
              withRemoveButton
              onRemove={() => void remove(entry)}
              // Mantine hides the remove control from keyboards and screen readers by default.
              removeButtonProps={{
                'aria-label': t('promo.removeNamed', { code: entry.code }),
                'aria-hidden': false,
                tabIndex: 0,
              }}
            >
              {`${entry.code}: ${format.money(entry.award)}`}
            </Pill>
          ))}
        </Group>
      )}
      {codes.length > 0 && (
        <Text size="sm">{t('promo.bonus', { bonus: format.money(bonus) })}</Text>
      )}
      {removeFailed && (
        <Alert color="red" role="alert">
          {t('promo.removeFailed')}
        </Alert>
      )}
      {showInput && (
        <form onSubmit={apply} noValidate aria-label={t('promo.formLabel')}>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              flex={1}
              label={t('promo.label')}
              placeholder={t('promo.placeholder')}
              value={code}
              error={error}
              autoCapitalize="characters"
              onChange={(event) => setCode(event.currentTarget.value)}
              rightSection={
                <Tooltip
                  label={t('promo.tooltip')}
                  multiline
                  w={240}
                  withArrow
                  closeDelay={TOOLTIP_HIDE_MS}
                >
                  <ActionIcon variant="subtle" aria-label={t('promo.tooltipLabel')}>
                    <IconInfoCircle aria-hidden size={18} />
                  </ActionIcon>
                </Tooltip>
              }
            />
            <Button type="submit" mt={28} loading={busy} disabled={!code.trim() || busy}>
              {t('promo.apply')}
            </Button>
          </Group>
        </form>
      )}
      {stacking && !showInput && !limited && (
        <Anchor component="button" type="button" onClick={() => setAdding(true)} w="fit-content">
          {t('promo.addAnother')}
        </Anchor>
      )}
    </Stack>
  );
}
