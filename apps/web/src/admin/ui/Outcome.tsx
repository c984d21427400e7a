import { Alert } from '@mantine/core';
import { type ReactNode } from 'react';

/** What came of an action: done (announced politely) or refused (announced at once). */
export type Outcome = { ok: boolean; text: string } | null;

export function OutcomeAlert({ outcome, children }: { outcome: Outcome; children?: ReactNode }) {
  if (!outcome) return null;
  return (
    <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
      {children}
    </Alert>
  );
}
