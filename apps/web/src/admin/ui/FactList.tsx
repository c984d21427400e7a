import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { type ReactNode } from 'react';

/** A card of labelled facts (a description list), two columns from small screens up. */
export function FactList({
  label,
  rows,
  monospace = [],
}: {
  label: string;
  rows: readonly (readonly [string, ReactNode])[];
  /** Labels whose values are codes, shown in a fixed-width font. */
  monospace?: readonly string[];
}) {
  return (
    <Card withBorder radius="md" component="section" aria-label={label}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        {rows.map(([name, value]) => (
          <Group key={name} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" fw={600} size="sm" miw={150}>
              {name}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              ff={monospace.includes(name) ? 'monospace' : undefined}
              style={{ whiteSpace: 'pre-wrap' }}
            >
              {value}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Card>
  );
}
