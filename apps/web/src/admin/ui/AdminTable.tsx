import { Table } from '@mantine/core';
import { type Key, type ReactNode } from 'react';
import { ScrollTable } from './ScrollTable';

/** One column of an AdminTable: its header and what a row shows in it. */
export interface AdminColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Ids and codes read better in a fixed-width font. */
  monospace?: boolean;
}

/** The back office's list table: striped, scrolling sideways on a phone, one row per item. */
export function AdminTable<Row>({
  label,
  minWidth,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  minWidth: number;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
}) {
  return (
    <ScrollTable label={label} minWidth={minWidth}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} ff={column.monospace ? 'monospace' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
