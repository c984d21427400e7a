import { useCallback, useState } from 'react';

type TextEvent = { currentTarget: { value: string } };

/**
 * A small form of text fields: their values, the errors shown under them (from the schema or the
 * server), and `text(name)` to spread on a TextInput.
 */
export function useFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = useCallback(
    (name: keyof V, value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  const text = (name: keyof V & string) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: TextEvent) => set(name, event.currentTarget.value),
  });
  return { values, set, errors, setErrors, text };
}
