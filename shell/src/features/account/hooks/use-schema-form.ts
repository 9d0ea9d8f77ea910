import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** What the form needs of a contracts schema (a zod schema fits), so the rules and messages live only there. */
export interface FormSchema<Output> {
  safeParse(input: unknown):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

function validate<Field extends string, Output>(schema: FormSchema<Output>, values: Record<Field, string>) {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as FieldErrors<Field> };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) errors[field as Field] ??= issue.message;
  }
  return { data: undefined, errors };
}

/**
 * Form state checked by a contracts schema (spec section 5): nothing is flagged until the first submit; from then
 * on every change re-validates. Errors the server sends for a field show under it until that field changes.
 * After a refused submit, focus goes to the first invalid field, or back to the submit button.
 */
export function useSchemaForm<Field extends string, Output>(schema: FormSchema<Output>, initialValues: Record<Field, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const focusPending = useRef(false);

  // Runs after every render: the submit button may still be disabled in the render that shows the errors.
  useEffect(() => {
    const form = formRef.current;
    if (!focusPending.current || !form) return;
    const controls = Array.from(form.elements) as HTMLElement[];
    const target =
      controls.find((control) => control.getAttribute('aria-invalid') === 'true') ??
      controls.find((control): control is HTMLButtonElement => control instanceof HTMLButtonElement && control.type === 'submit');
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
    focusPending.current = false;
    target.focus();
  });

  const errors: FieldErrors<Field> = { ...serverErrors, ...clientErrors };

  function setValue(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setClientErrors(validate(schema, next).errors);
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }

  /** Props for a TextField or SelectField bound to `field`. */
  function field(name: Field) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(name, event.target.value),
    };
  }

  /** The form's onSubmit: validates everything, then hands the parsed values on only when they are valid. */
  function handleSubmit(onValid: (data: Output) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      setServerErrors({});
      const result = validate(schema, values);
      setClientErrors(result.errors);
      if (result.data === undefined) focusPending.current = true;
      else onValid(result.data);
    };
  }

  /** Shows the server's per-field messages (fields this form does not have are ignored) and moves focus. */
  function showServerErrors(fieldErrors: Record<string, string>) {
    const known: FieldErrors<Field> = {};
    for (const [name, message] of Object.entries(fieldErrors)) if (name in values) known[name as Field] = message;
    setServerErrors(known);
    focusPending.current = true;
  }

  return { formRef, values, errors, field, handleSubmit, showServerErrors };
}
