import { Alert, Button, Group } from '@mantine/core';
import { type ReactNode } from 'react';

/** A failure the person must read: announced at once (role alert); nothing when there is none. */
export function FailureAlert({
  message,
  title,
}: {
  message: string | undefined;
  title?: ReactNode;
}) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {message}
    </Alert>
  );
}

/** The end of a form: what went wrong, if anything, then its submit button (busy while sending). */
export function FormSubmit({
  failure,
  busy,
  label,
  failureTitle,
}: {
  failure: string | undefined;
  busy: boolean;
  label: string;
  failureTitle?: ReactNode;
}) {
  return (
    <>
      <FailureAlert message={failure} title={failureTitle} />
      <Group>
        <Button type="submit" loading={busy}>
          {label}
        </Button>
      </Group>
    </>
  );
}
