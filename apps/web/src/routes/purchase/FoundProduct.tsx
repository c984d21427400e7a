import { Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { isProductCode } from '@lens/domain';
import { useState } from 'react';
import { type SkuProduct } from '../../features/submissions/submissions-api';
import { useBrandLabel } from './EyeFields';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

export type EyeChoice = 'both' | 'right' | 'left';

/** The scanned box: what it is, and which eye (or both) it is for. */
export function FoundProduct({
  product,
  onUse,
}: {
  product: SkuProduct;
  onUse: (eyes: EyeChoice) => void;
}) {
  const { t } = useJourneyTranslation('purchase');
  const brandLabel = useBrandLabel();
  const [eyes, setEyes] = useState<EyeChoice>('both');
  const name = isProductCode(product.brand) ? brandLabel(product.brand) : product.brand;
  return (
    <Card withBorder padding="lg" role="region" aria-label={t('scan.foundTitle')}>
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={700}>{t('scan.foundTitle')}</Text>
          <Text>{t('scan.found', { name, count: product.lenses_per_box })}</Text>
        </Stack>
        <Radio.Group
          label={t('scan.whichEye')}
          value={eyes}
          onChange={(value) => setEyes(value as EyeChoice)}
        >
          <Group mt="xs">
            <Radio value="both" label={t('scan.eyes.both')} />
            <Radio value="right" label={t('scan.eyes.right')} />
            <Radio value="left" label={t('scan.eyes.left')} />
          </Group>
        </Radio.Group>
        <Group>
          <Button onClick={() => onUse(eyes)}>{t('scan.use')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}
