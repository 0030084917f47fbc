import { type ChangeEvent, useRef, useState } from 'react';
import { type FieldErrors, type Rules, checkForm, checkRules } from './form-rules.js';

/**
 * A form's values and messages: each field is checked by its rules on input and on blur, and
 * the whole form before it is sent. `setServerErrors` shows the API's field messages the same way.
 */
export function useRuleForm<V extends Record<string, string>>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  // Rules may read other fields (a repeated password): give them the latest values.
  const latest = useRef(values);
  latest.current = values;

  const checkField = (field: keyof V, value: string) => {
    const message = checkRules(value as V[keyof V], rules[field], latest.current);
    setErrors((current) => ({ ...current, [field]: message ?? undefined }));
  };

  /** Props for a Mantine input: value, onChange and onBlur (both check the field) and its error. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
      checkField(name, value);
    },
    onBlur: () => checkField(name, latest.current[name] as string),
  });

  /** Checks every field; true when the form may be sent. */
  const validate = (): boolean => {
    const found = checkForm(latest.current, rules);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const reset = () => {
    latest.current = initial;
    setValues(initial);
    setErrors({});
  };

  /** Sets values from code (not typed), keeping what the rules read in step with what is shown. */
  const setFormValues = (next: V | ((current: V) => V)) => {
    latest.current = typeof next === 'function' ? next(latest.current) : next;
    setValues(latest.current);
  };

  const setServerErrors = (fields: Record<string, unknown> | undefined) => {
    if (!fields) return;
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.entries(fields).filter(([key]) => key in initial).map(([key, text]) => [key, String(text)])) }));
  };

  return { values, errors, field, validate, reset, setServerErrors, setValues: setFormValues };
}
