import { type ChangeEvent, useState } from 'react';
import type { Rule } from './url-rules.js';

/**
 * One field of the editor's dialogs checked by a rule (SPEC §5): on blur, on submit, and on every
 * input once it has shown an error, so the message goes away as soon as the value is fixed.
 */
export function useRuleField(initial: string, rule?: Rule) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function check(next: string): boolean {
    const result = rule ? rule(next) : true;
    setError(result === true ? null : result);
    return result === true;
  }

  return {
    value,
    error,
    validate: () => check(value),
    inputProps: {
      value,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = event.currentTarget.value;
        setValue(next);
        if (error !== null) check(next);
      },
      onBlur: () => {
        if (value !== '') check(value);
      },
    },
  };
}
