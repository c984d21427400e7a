import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link inside the app that looks like a button (a link for assistive technology). */
export function LinkButton({
  to,
  children,
  ...props
}: ButtonProps & { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} {...props}>
      {children}
    </Button>
  );
}
