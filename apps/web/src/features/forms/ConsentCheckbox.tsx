import { Checkbox, type CheckboxProps } from '@mantine/core';
import { type ChangeEvent, useRef } from 'react';

/**
 * A consent box that changes only by a deliberate press on it (issue 29 item 2): the second
 * click of a double click (a pointer press whose `detail` counts more than one click) leaves it
 * as it was, so a double click meant for a button that moved cannot tick consent. Keyboard
 * (Space) and single clicks work as usual.
 */
export function ConsentCheckbox({ onChange, wrapperProps, ...props }: CheckboxProps) {
  const presses = useRef(0);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const repeated = presses.current > 1;
    presses.current = 0;
    if (!repeated) onChange?.(event);
  };
  return (
    <Checkbox
      {...props}
      onChange={change}
      wrapperProps={{
        ...wrapperProps,
        // On the box and its label alike; a press's detail is its count of quick clicks.
        onMouseDownCapture: (event: React.MouseEvent) => {
          presses.current = event.detail;
        },
      }}
    />
  );
}
