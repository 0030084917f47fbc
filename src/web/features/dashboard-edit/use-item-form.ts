import { useRef, useState } from 'react';
import type { Locale } from '../../../common/locales.js';
import { type EditForm, type OwnValues, type Texts, emptyTexts } from './edit-form-state.js';
import { type RuleMessages, checkFields, fieldChecks, formErrorsOfApi, pathsAffectedBy, textPath } from './edit-rules.js';
import type { EditTypeSpec } from './edit-types.js';

export type FieldErrors = Record<string, string>;

/**
 * The edit form's values and messages. A changed field is checked by its rules at once and again
 * on blur; the whole form before it is sent; the API's field messages land on the same paths.
 */
export function useItemForm(spec: EditTypeSpec, initial: EditForm, messages: RuleMessages) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Handlers may run twice before React renders again (a paste and its blur): read the latest form.
  const latest = useRef(form);

  function check(paths: string[], values: EditForm = latest.current) {
    // A list's path covers its rows' fields ("approvals" → "approvals.0.revocationReason").
    const covers = (path: string) => paths.some((entry) => path === entry || path.startsWith(`${entry}.`));
    const found = checkFields(fieldChecks(spec, values, messages).filter((entry) => covers(entry.path)));
    setErrors((current) => {
      const next = { ...current };
      for (const path of paths) {
        if (found[path]) next[path] = found[path];
        else delete next[path];
      }
      // A row's message stays while its rule still fails and goes once it passes; a new one waits for the field's blur or the save.
      for (const path of Object.keys(current).filter((entry) => !paths.includes(entry) && covers(entry))) {
        if (found[path]) next[path] = found[path];
        else delete next[path];
      }
      return next;
    });
  }

  function update(change: (values: EditForm) => EditForm, path: string) {
    latest.current = change(latest.current);
    setForm(latest.current);
    check(pathsAffectedBy(path));
  }

  const setText = (locale: Locale, name: string, value: string) =>
    update((values) => {
      if (locale === 'sr') return { ...values, sr: { ...values.sr, [name]: value } };
      if (locale === 'lat') return { ...values, lat: { ...values.lat, [name]: value } };
      return { ...values, en: { ...(values.en ?? emptyTexts(spec)), [name]: value } };
    }, textPath(locale, name));

  /**
   * Writes a Latin field by hand (starting from `startValue`, the derived text, unless an earlier
   * hand-written text is still there) or lets the server derive it again.
   */
  const setOverride = (name: string, isOverridden: boolean, startValue: string) =>
    update((values) => {
      const others = values.latOverrides.filter((entry) => entry !== name);
      if (!isOverridden) return { ...values, latOverrides: others };
      return { ...values, latOverrides: [...others, name], lat: { ...values.lat, [name]: values.lat[name] || startValue } };
    }, textPath('lat', name));

  const setOwn = <K extends keyof OwnValues>(name: K, value: OwnValues[K]) => update((values) => ({ ...values, own: { ...values.own, [name]: value } }), name);

  const setStatus = (status: EditForm['status']) => update((values) => ({ ...values, status }), 'status');
  const setPublishedAt = (publishedAt: string) => update((values) => ({ ...values, publishedAt }), 'publishedAt');

  /** Adds the English translation with `texts`, or removes it (null). */
  function setEnglish(texts: Texts | null) {
    latest.current = { ...latest.current, en: texts };
    setForm(latest.current);
    if (!texts) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('translations.en'))));
  }

  /** Checks every field; the messages found (none: the form may be sent). */
  function validate(): FieldErrors {
    const found = checkFields(fieldChecks(spec, latest.current, messages));
    setErrors(found);
    return found;
  }

  /** Another form entirely (the saved item, a draft, the other person's version). */
  function replace(values: EditForm) {
    latest.current = values;
    setForm(values);
    setErrors({});
  }

  function setApiErrors(fields: Record<string, unknown> | undefined): FieldErrors {
    const found = formErrorsOfApi(fields);
    setErrors((current) => ({ ...current, ...found }));
    return found;
  }

  return {
    form,
    latest,
    errors,
    setText,
    setOverride,
    setOwn,
    setStatus,
    setPublishedAt,
    setEnglish,
    blur: (path: string) => check([path]),
    validate,
    replace,
    setApiErrors,
  };
}

export type ItemForm = ReturnType<typeof useItemForm>;
