// Finance (issue 9): after entries are approved (by the approval worker; where the stack has none
// yet, by an admin's override), finance exports the invoices CSV for the day, and the lines of
// those entries add up to their rewards.
import { readFileSync } from 'node:fs';
import { expect, mainHeading, test } from './fixtures';
import {
  api,
  confirmedEntry,
  eventually,
  openBackOffice,
  patientAtPractice,
  staffToken,
} from './admin-kit';

type Entry = Awaited<ReturnType<typeof confirmedEntry>>;

test('finance exports the CSV after an approval, and its totals match the entries', async ({
  page,
  request,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const entries: Entry[] = [];
  for (const name of ['Inés', 'Pablo'])
    entries.push(await confirmedEntry(request, await patientAtPractice(request, name)));

  // Approved and the card ordered: the worker's doing, or the override where no worker approves.
  const admin = await staffToken(request, 'admin');
  const detail = (id: string) =>
    api(request, admin).get<{ entry: { status: string; cardState: string | null } }>(
      `/admin/api/entries/${id}`,
    );
  for (const entry of entries) {
    const settled = await eventually(
      () => detail(entry.id),
      (d) => d.entry.status !== 'pending',
      'approval',
      20_000,
    ).catch(() => null);
    if (!settled)
      await api(request, admin).post(`/admin/api/entries/${entry.id}/approve`, {
        exception_id: 'E2E-1',
        comment: 'e2e',
      });
    await eventually(
      () => detail(entry.id),
      (d) => d.entry.cardState !== null,
      'the card order',
      60_000,
    );
  }
  const { invoices } = await api(request, admin).get<{
    invoices: { invoice_date: string; entry_id: string }[];
  }>('/admin/api/invoices', {
    from: '2025-01-01',
    to: '2026-12-31',
    page_size: 100,
  });
  const day = invoices.find((invoice) => invoice.entry_id === entries[0]!.id)?.invoice_date;
  expect(day, 'an invoice line for the approved entry').toBeTruthy();

  await openBackOffice(page, request, 'finance', '/finance');
  await expect(mainHeading(page)).toHaveText('Finance');
  const section = page.getByRole('region', { name: 'Invoices' });
  await section.getByLabel(/^From/).fill(day!);
  await section.getByLabel(/^To/).fill(day!);
  await section.getByRole('button', { name: 'Show' }).click();
  await expect(section.getByText(/ lines, \$/)).toBeVisible();
  await checkA11y();

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  await expect(section.getByRole('status').filter({ hasText: 'rows downloaded' })).toBeVisible();
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const columns = header!.split(',');
  const value = columns.indexOf('value');
  const entryId = columns.indexOf('entry_id');
  for (const entry of entries) {
    const mine = lines
      .map((line) => line.split(','))
      .filter((cells) => cells[entryId] === entry.id);
    expect(mine.length, `invoice lines of ${entry.id}`).toBeGreaterThan(0);
    expect(mine.reduce((sum, cells) => sum + Number(cells[value]), 0)).toBe(entry.totalReward);
  }
});
