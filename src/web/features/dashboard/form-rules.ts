/**
 * Form rules as in SPEC §5: a rule gets the field's value and returns true when it is fine, else
 * the message to show. Messages are passed in, already translated.
 */
export type Rule<T = string> = (value: T, form?: Readonly<Record<string, unknown>>) => true | string;

export type Rules<V> = { [K in keyof V]?: Rule<V[K]>[] };
export type FieldErrors<V> = { [K in keyof V]?: string };

/** The first rule's message that fails, or null when every rule passes. */
export function checkRules<T>(value: T, rules: readonly Rule<T>[] = [], form?: Readonly<Record<string, unknown>>): string | null {
  for (const rule of rules) {
    const result = rule(value, form);
    if (result !== true) return result;
  }
  return null;
}

/** Every field's first failing message; an empty object when the whole form is valid. */
export function checkForm<V extends object>(values: V, rules: Rules<V>): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const field of Object.keys(rules) as (keyof V)[]) {
    const message = checkRules(values[field], rules[field], values as Record<string, unknown>);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() !== '' || message;

export const minLength =
  (min: number, message: string): Rule =>
  (value) =>
    value.length >= min || message;

export const maxLength =
  (max: number, message: string): Rule =>
  (value) =>
    value.length <= max || message;

/** A plausible address (the server has the last word): something@something.tld, no spaces. */
export const emailAddress =
  (message: string): Rule =>
  (value) =>
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || message;

/** The value equals another field of the form (a repeated password). */
export const sameAs =
  (field: string, message: string): Rule =>
  (value, form) =>
    value === form?.[field] || message;
