import { Table } from '@mantine/core';
import { type ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone: the scrolling box is a named region a keyboard
 * can reach (axe: scrollable regions must be focusable).
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
