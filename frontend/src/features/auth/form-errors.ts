import type { FieldErrors } from '@threadline/domain';
import { useCallback, useState } from 'react';

// The auth forms' shared handling of values and their errors: the store's rules judged on submit,
// the server's userErrors shown under the fields they name, a field's message dropped once it is
// edited (the message was about the old value), and focus on the first field in error.

/** A userError as the API returns it: `field` names the input it is about, when it is about one. */
export interface FieldUserError {
  field?: string | null;
  message: string;
}

/** The server's userErrors under the form's own fields (the first message per field), for react-aria's Form. */
export function fieldErrorsOf<F extends string>(userErrors: readonly FieldUserError[], fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const error of userErrors) {
    const field = fields.find((name) => name === error.field);
    if (field && !errors[field]) errors[field] = error.message;
  }
  return errors;
}

/** Moves focus to the first field in error, so keyboard and screen reader users land on it. */
function focusFirstError<F extends string>(form: HTMLFormElement, fields: readonly F[], errors: FieldErrors<F>): void {
  const first = fields.find((field) => errors[field]);
  const input = first ? form.elements.namedItem(first) : null;
  if (input instanceof HTMLInputElement) input.focus();
}

/**
 * A form's text values and the messages shown under them (react-aria Form's `validationErrors`).
 * The fields are `initial`'s keys, in the order the form shows them.
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [fields] = useState(() => Object.keys(initial) as F[]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const change = useCallback(
    (field: F) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!current[field]) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      });
    },
    [],
  );

  /** Shows `found` under the fields (none: clears them) and takes focus to the first in error. */
  const showErrors = useCallback(
    (form: HTMLFormElement, found: FieldErrors<F>) => {
      setErrors(found);
      focusFirstError(form, fields, found);
    },
    [fields],
  );

  /** Shows the server's userErrors under the fields they name. */
  const showUserErrors = useCallback(
    (form: HTMLFormElement, userErrors: readonly FieldUserError[]) => showErrors(form, fieldErrorsOf(userErrors, fields)),
    [fields, showErrors],
  );

  return { values, errors, change, showErrors, showUserErrors };
}
