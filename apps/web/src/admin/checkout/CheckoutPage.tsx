import {
  Anchor,
  Button,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { PRODUCT_CODES, boxCountOptions, isProductCode, lensesPerBoxOptions } from '@lens/domain';
import { expressCheckoutSchema, formErrors } from '@lens/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { smsAvailableAtom } from '../../app-state/app-state.state';
import { productName } from '../../features/products/product-names';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { useNowOnce } from '../ui/AppClock';
import { useErrorText } from '../ui/error-text';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { Page } from '../ui/Page';
import { Section } from '../ui/Section';
import {
  type CheckoutResult,
  type CheckoutValues,
  blankCheckout,
  checkoutPayload,
} from './checkout-form';

/** The server's field names on the form's fields (`supplies.brand_r` → `brand`, …). */
function formField(name: string): string {
  const supply = /^supplies\.(brand|lenses_per_box|boxes)_[lr]$/.exec(name)?.[1];
  if (supply) return { brand: 'brand', lenses_per_box: 'lensesPerBox', boxes: 'boxes' }[supply]!;
  return name.startsWith('supplies') ? 'boxes' : name;
}

/**
 * #/checkout: a practice's checkout (issue 17 item 4). The purchase becomes an express entry and
 * the patient gets the claim link by e-mail, or by text message with only a phone number.
 */
export function CheckoutPage() {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [created, setCreated] = useState<CheckoutResult | null>(null);
  // Today on the app's clock (APP_NOW when pinned), which the API judges the date by.
  const today = new Date(useNowOnce()).toISOString().slice(0, 10);
  const sms = useAtomValue(smsAvailableAtom);
  const form = useForm<CheckoutValues>({
    initialValues: blankCheckout(today),
    validate: (values) => {
      const errors = formErrors(expressCheckoutSchema, checkoutPayload(values), language);
      return Object.fromEntries(Object.entries(errors).map(([k, v]) => [formField(k), v]));
    },
  });
  const brand = isProductCode(form.values.brand) ? form.values.brand : undefined;
  const lenses = Number(form.values.lensesPerBox);

  const submit = async (values: CheckoutValues) => {
    setOutcome(null);
    setCreated(null);
    try {
      const body = expressCheckoutSchema.parse(checkoutPayload(values));
      const result = await api.post<CheckoutResult>('express-claims', body);
      setCreated(result);
      const sent = result.link.channel === 'email' ? 'checkout.sentByEmail' : 'checkout.sentBySms';
      // "Texted" only when the SMS provider took it; otherwise why not, and the link to hand over.
      const notSent = result.link.reason
        ? `${t(`checkout.notTexted.${result.link.reason}`)} ${t('checkout.notSent')}`
        : t('checkout.notSent');
      setOutcome({
        ok: true,
        text: `${t('checkout.created')} ${result.link.sent ? t(sent, { to: result.link.to }) : notSent}`,
      });
      form.setValues({ ...blankCheckout(values.purchase_date), sap: values.sap });
    } catch (error) {
      if (isApiFailure(error))
        form.setErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors()).map(([k, v]) => [formField(k), v]),
          ),
        );
      setOutcome({ ok: false, text: errorText(error) });
    }
  };

  const claimUrl = created ? `${window.location.origin}${created.claimPath}` : null;
  return (
    <Page title={t('checkout.title')}>
      <Text size="sm" c="gray.8">
        {t('checkout.intro')}
      </Text>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg" maw={760}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('checkout.sap')}
              inputMode="numeric"
              required
              {...form.getInputProps('sap')}
            />
            <TextInput
              type="date"
              label={t('checkout.purchaseDate')}
              required
              {...form.getInputProps('purchase_date')}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="checkout-entry-type">
              {t('checkout.entryType')}
            </Text>
            <SegmentedControl
              aria-labelledby="checkout-entry-type"
              data={(['checkout', 'shop'] as const).map((value) => ({
                value,
                label: t(`checkout.entryTypes.${value}`),
              }))}
              {...form.getInputProps('entry_type')}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('checkout.brand')}
              required
              data={[
                { value: '', label: '—' },
                ...PRODUCT_CODES.map((code) => ({ value: code, label: productName(code) })),
              ]}
              {...form.getInputProps('brand')}
              onChange={(event) => {
                const next = event.currentTarget.value;
                const sizes = isProductCode(next) ? lensesPerBoxOptions(next) : [];
                form.setValues({
                  brand: next,
                  lensesPerBox: sizes.length === 1 ? String(sizes[0]) : '',
                  boxes: '',
                });
              }}
            />
            <NativeSelect
              label={t('checkout.lensesPerBox')}
              disabled={!brand}
              required
              data={[
                { value: '', label: '—' },
                ...(brand ? lensesPerBoxOptions(brand) : []).map((size) => ({
                  value: String(size),
                  label: String(size),
                })),
              ]}
              {...form.getInputProps('lensesPerBox')}
            />
            <NativeSelect
              label={t('checkout.boxes')}
              description={t('checkout.boxesHint')}
              disabled={!brand || !lenses}
              required
              data={[
                { value: '', label: '—' },
                ...(brand && lenses ? boxCountOptions(brand, lenses) : []).map((option) => ({
                  value: String(option.boxes),
                  label: t('checkout.boxCount', { boxes: option.boxes, count: option.months }),
                })),
              ]}
              {...form.getInputProps('boxes')}
            />
          </SimpleGrid>
          <Section title={t('checkout.contact')} intro={t('checkout.contactHint')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="email"
                label={t('checkout.email')}
                autoComplete="off"
                {...form.getInputProps('email')}
              />
              <TextInput
                type="tel"
                label={t('checkout.phone')}
                autoComplete="off"
                disabled={!sms}
                description={sms ? undefined : t('checkout.noTexts')}
                {...form.getInputProps('phone_number')}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="checkout-language">
                  {t('checkout.language')}
                </Text>
                <SegmentedControl
                  aria-labelledby="checkout-language"
                  data={[
                    { value: 'en', label: 'English' },
                    { value: 'es', label: 'Español' },
                  ]}
                  {...form.getInputProps('language')}
                  style={{ alignSelf: 'flex-start' }}
                />
              </Stack>
              <TextInput
                label={t('checkout.orderNumber')}
                {...form.getInputProps('order_number')}
              />
            </SimpleGrid>
          </Section>
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            {t('checkout.submit')}
          </Button>
          <OutcomeAlert outcome={outcome}>
            {claimUrl && (
              <Text size="sm" mt="xs">
                {t('checkout.link')}:{' '}
                <Anchor href={claimUrl} target="_blank" rel="noreferrer">
                  {claimUrl}
                </Anchor>
              </Text>
            )}
          </OutcomeAlert>
        </Stack>
      </form>
    </Page>
  );
}
