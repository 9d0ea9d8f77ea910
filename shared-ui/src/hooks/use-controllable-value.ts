import { useCallback, useState } from 'react';

/**
 * The controlled trio (`value` / `defaultValue` / `onValueChange`) in one place: a widget owns its value
 * until the consumer passes `value` (null counts as a value), and reports every change either way.
 */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onValueChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const isControlled = value !== undefined;

  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setOwnValue(next);
      onValueChange?.(next);
    },
    [isControlled, onValueChange],
  );
  return [isControlled ? value : ownValue, setValue];
}
