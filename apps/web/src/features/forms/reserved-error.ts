import { type ReactNode } from 'react';

type Slot = 'label' | 'input' | 'description' | 'error';
const ORDER: Slot[] = ['label', 'input', 'description'];

/**
 * A text field's input props with its error in a line kept for it (issue 29 item 2): the line
 * is there, empty, before any error, so an error appearing does not push the controls below it
 * under a pointer that was on its way to them. The message is the field's description (linked
 * by aria-describedby), in the error colour; the field itself is marked invalid.
 */
export function reservedError<T extends { error?: ReactNode }>(props: T) {
  const { error, ...rest } = props;
  return {
    ...rest,
    error: Boolean(error),
    description: error || '\u00a0',
    inputWrapperOrder: ORDER,
    descriptionProps: error ? { c: 'red.8', 'data-field-error': true } : {},
  };
}
