import { Fieldset, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
import {
  availableProducts,
  boxCountOptions,
  isProductCode,
  lensesPerBoxOptions,
  type ProductCode,
  type SubPhaseName,
} from '@lens/domain';
import { type SuppliesValues } from '../../features/draft/purchase-draft';
import { brandKind, EYES, type EyeKey } from './supplies-model';
import { productName } from '../../features/products/product-names';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/** A brand as the lists name it: its name on the box and the kind of lens. */
export function useBrandLabel() {
  const { t } = useJourneyTranslation('purchase');
  return (brand: ProductCode) => t(`brands.${brandKind(brand)}`, { name: productName(brand) });
}

/** One eye: brand (those on offer at the purchase date), box size and number of boxes. */
export function EyeFields({
  eye,
  form,
  subPhase,
  legend,
}: {
  eye: EyeKey;
  form: UseFormReturnType<SuppliesValues>;
  subPhase: SubPhaseName;
  /** Instead of "Right eye" (both eyes the same). */
  legend?: string;
}) {
  const { t } = useJourneyTranslation('purchase');
  const values = form.values[eye];
  const brand = isProductCode(values.brand) ? values.brand : undefined;
  const lenses = Number(values.lensesPerBox);
  const brandProps = form.getInputProps(`${eye}.brand`);

  return (
    <Fieldset legend={legend ?? t(`intake.${eye}`)}>
      {/* The brand has a row of its own and its kind below it: a phone shows the name whole. */}
      <Stack gap="md">
        <NativeSelect
          label={t('intake.brand')}
          description={brand ? t(`intake.kinds.${brandKind(brand)}`) : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={[
            { value: '', label: t('intake.noLenses') },
            ...availableProducts(subPhase).map((code) => ({
              value: code,
              label: productName(code),
            })),
          ]}
          {...brandProps}
          onChange={(event) => {
            const next = event.currentTarget.value;
            const sizes = isProductCode(next) ? lensesPerBoxOptions(next) : [];
            form.setFieldValue(eye, {
              brand: next,
              lensesPerBox: sizes.length === 1 ? String(sizes[0]) : '',
              boxes: '',
            });
            // Setting the eye as a whole clears no error of its fields: this eye's start afresh,
            // and a brand chosen answers "enter the lenses for at least one eye" wherever it was
            // shown (an eye without a brand can carry no other brand error).
            for (const field of ['brand', 'lensesPerBox', 'boxes'] as const)
              form.clearFieldError(`${eye}.${field}`);
            const other = EYES.find((side) => side !== eye);
            if (next && other && !form.values[other].brand) form.clearFieldError(`${other}.brand`);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('intake.boxSize')}
            disabled={!brand}
            data={[
              { value: '', label: t('intake.choose'), disabled: true },
              ...(brand ? lensesPerBoxOptions(brand) : []).map((size) => ({
                value: String(size),
                label: t('intake.lensesPerBox', { count: size }),
              })),
            ]}
            {...form.getInputProps(`${eye}.lensesPerBox`)}
          />
          <NativeSelect
            label={t('intake.boxes')}
            disabled={!brand || !lenses}
            data={[
              { value: '', label: t('intake.choose'), disabled: true },
              ...(brand && lenses ? boxCountOptions(brand, lenses) : []).map((option) => ({
                value: String(option.boxes),
                label: t('intake.boxCount', { count: option.boxes, months: option.months }),
              })),
            ]}
            {...form.getInputProps(`${eye}.boxes`)}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
