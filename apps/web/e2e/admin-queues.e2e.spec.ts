// Failed jobs in the back office (issue 14.17): the Job queues page lists them from the real
// worker's queues, per queue, and offers to run them again.
import { expect, mainHeading, test } from './fixtures';
import { openBackOffice } from './admin-kit';

test('an admin sees the failed jobs of each queue, with a way to run them again', async ({
  page,
  request,
  checkA11y,
}) => {
  await openBackOffice(page, request, 'admin', '/queues');
  await expect(mainHeading(page)).toHaveText('Job queues');
  const failed = page.getByRole('region', { name: 'Failed jobs' }).first();
  await expect(failed.getByRole('radio', { name: 'All' })).toBeChecked();
  // Either the list (with Retry all) or the plain statement that nothing failed: never a stub.
  await expect(
    failed.getByRole('button', { name: /Retry all/ }).or(failed.getByText('No job has failed.')),
  ).toBeVisible();
  await failed.getByText('E-mail', { exact: true }).click();
  await expect(failed.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await expect(
    failed.getByRole('button', { name: /Retry all/ }).or(failed.getByText('No job has failed.')),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the queue board' })).toHaveAttribute(
    'href',
    '/admin/queues',
  );
  await checkA11y();
});
