import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/** An entry in a list: its confirmation code (or the start of its id), opening its detail. */
export function EntryLink({
  entry,
}: {
  entry: { submissionId: string; confirmationCode?: string | null };
}) {
  return (
    <Anchor
      component={Link}
      to={`/entries/${encodeURIComponent(entry.submissionId)}`}
      ff="monospace"
      size="sm"
    >
      {entry.confirmationCode ?? entry.submissionId.slice(0, 8)}
    </Anchor>
  );
}
