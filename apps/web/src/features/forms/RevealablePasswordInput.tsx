import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

export interface RevealablePasswordInputProps extends PasswordInputProps {
  /** The toggle's accessible name while the password is hidden, and while it shows. */
  showLabel: string;
  hideLabel: string;
}

/**
 * A password field whose show/hide toggle is reachable by keyboard (Mantine leaves it out of the
 * tab order) and says what it does; the caller names it in its own texts.
 */
export function RevealablePasswordInput({
  showLabel,
  hideLabel,
  ...props
}: RevealablePasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ tabIndex: 0, 'aria-label': visible ? hideLabel : showLabel }}
      {...props}
    />
  );
}
