import { Badge, Button, Card, Flex, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useFormat } from '../../i18n/format';
import { type PracticeListItem } from './practices-api';
import { usePatientsTranslation } from '../texts/use-patients-translation';

/** One practice of the result list: name, address, distance, preferred badge, Select/Selected. */
export function PracticeResult({
  practice,
  selected,
  onSelect,
}: {
  practice: PracticeListItem;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = usePatientsTranslation('patients');
  const format = useFormat();
  const street = [practice.address1, practice.address2, practice.address3]
    .filter(Boolean)
    .join(', ');
  return (
    <Card component="li" withBorder padding="md" aria-current={selected ? 'true' : undefined}>
      {/* On a phone the button sits under the address at full width, so its label shows whole. */}
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-start' }}
        gap="sm"
      >
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{practice.display_name}</Text>
          {practice.account_name && practice.account_name !== practice.display_name && (
            <Text size="sm">{practice.account_name}</Text>
          )}
          <Text size="sm">{street}</Text>
          <Text size="sm">
            {practice.city}, {practice.state} {practice.postal_code}
          </Text>
          <Group gap="xs" mt={4}>
            {practice.distance !== null && (
              <Text size="sm" c="gray.8">
                {t('search.distance', { miles: format.number(practice.distance) })}
              </Text>
            )}
            {practice.preferredActive && (
              <Badge color="coral" variant="filled">
                {t('search.preferred')}
              </Badge>
            )}
          </Group>
        </Stack>
        {selected ? (
          <Button
            variant="light"
            leftSection={<IconCheck aria-hidden size={18} />}
            aria-pressed
            onClick={onSelect}
            style={{ flexShrink: 0 }}
          >
            {t('search.selected')}
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={onSelect}
            aria-label={t('search.selectNamed', { name: practice.display_name })}
            style={{ flexShrink: 0 }}
          >
            {t('search.select')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
