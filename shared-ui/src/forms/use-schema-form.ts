import { useContext, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { validateValues, type FieldErrors, type FormSchema } from '@nurseprep/contracts/form-values';
import { PAGE_FORM_FIELD, PAGE_FORM_QUERY_KEY, pageFormElementId, type PageFormId, type PageFormState } from '@nurseprep/contracts/page-forms';
import { submissionFailureOf, type SubmissionFailure } from './submission-error';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'failure';

export interface SchemaFormOptions<Field extends string, Output> {
  /**
   * The contracts schema, or a function that imports it: a page that loads it only when the person starts on the
   * form keeps zod out of its first download. Loading starts at the first focus inside the form.
   */
  schema: FormSchema<Output> | (() => Promise<FormSchema<Output>>);
  /** What the form holds after a successful submission (every field empty). */
  emptyValues: Record<Field, string>;
  /** What it holds at first, when that differs (a prefilled booking link). */
  initialValues?: Record<Field, string>;
  /** Sends the parsed values; a rejection (an ApiError, as `request` throws) is shown as a failure. */
  submit: (data: Output) => Promise<unknown>;
  /**
   * A form the server also takes without JavaScript: its name there and the page it posts to. The form then
   * has a method and an action, and starts from the server's answer when the page was rendered with one.
   */
  page?: { id: PageFormId; path: string };
}

type Target = 'firstInvalid' | 'notice';

function isSchema<Output>(schema: SchemaFormOptions<string, Output>['schema']): schema is FormSchema<Output> {
  return typeof schema === 'object';
}

/**
 * The one form hook of the site. Nothing is flagged until the first submit; from then on
 * every change re-validates. A 400's field messages show under their fields until the field changes; focus goes to
 * the first invalid field. A 429 becomes "wait N minutes". Success empties the form; failure keeps the values.
 * After the answer, focus moves to the notice (or the first invalid field), so it is heard and seen; a form
 * without a notice gives it back to its submit button.
 */
export function useSchemaForm<Field extends string, Output>({ schema, emptyValues, initialValues, submit, page }: SchemaFormOptions<Field, Output>) {
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const answered = usePageFormState(page?.id);
  const [values, setValues] = useState<Record<Field, string>>(() => keptValues(answered, initialValues ?? emptyValues));
  const [submitted, setSubmitted] = useState(answered?.outcome === 'invalid');
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>(() => (answered?.outcome === 'invalid' ? knownErrors(answered.errors, emptyValues) : {}));
  const [status, setStatus] = useState<FormStatus>(answered?.outcome === 'sent' ? 'success' : answered?.outcome === 'rate-limited' ? 'failure' : 'idle');
  const [failure, setFailure] = useState<SubmissionFailure | null>(answered?.outcome === 'rate-limited' ? { kind: 'rate-limited', minutes: answered.minutes } : null);
  const [loadedSchema, setLoadedSchema] = useState<FormSchema<Output> | null>(isSchema(schema) ? schema : null);
  const schemaPromise = useRef<Promise<FormSchema<Output>> | null>(null);
  const focusTarget = useRef<Target | null>(null);

  function loadSchema(): Promise<FormSchema<Output>> {
    if (isSchema(schema)) return Promise.resolve(schema);
    schemaPromise.current ??= schema().then((loaded) => {
      setLoadedSchema(() => loaded);
      return loaded;
    });
    return schemaPromise.current;
  }

  // A person may type into the server's HTML before the page hydrates: hydration keeps what the fields show, so
  // the form takes it on as its own (otherwise the next render would empty the fields and submit nothing).
  useEffect(() => {
    const typed = formRef.current ? typedValues(formRef.current, values) : {};
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Once, as the form first appears: later the fields only change through their handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Runs after every render: the submit button may still be disabled in the render that shows the errors.
  useEffect(() => {
    const form = formRef.current;
    if (!focusTarget.current || !form) return;
    const controls = Array.from(form.elements) as HTMLElement[];
    // A form without a notice of its own (a dialog that tells its outcome in a toast) gives focus back to its button.
    const target =
      focusTarget.current === 'firstInvalid'
        ? controls.find((control) => control.getAttribute('aria-invalid') === 'true')
        : (noticeRef.current ?? controls.find((control): control is HTMLButtonElement => control instanceof HTMLButtonElement && control.type === 'submit' && !control.disabled));
    if (!target) return;
    focusTarget.current = null;
    target.focus();
  });

  const errors: FieldErrors<Field> = { ...serverErrors, ...clientErrors };

  function setValue(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted && loadedSchema) setClientErrors(validateValues(loadedSchema, next).errors);
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }

  /** Props for a TextField, TextArea or SelectField bound to `name`. */
  function field(name: Field) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
    };
  }

  async function send(data: Output) {
    setStatus('submitting');
    setFailure(null);
    try {
      await submit(data);
      setValues(emptyValues);
      setSubmitted(false);
      setClientErrors({});
      setStatus('success');
      focusTarget.current = 'notice';
    } catch (error) {
      const reason = submissionFailureOf(error);
      setFailure(reason);
      setStatus('failure');
      const known = reason.kind === 'rejected' ? knownErrors(reason.fieldErrors, values) : {};
      setServerErrors(known);
      focusTarget.current = Object.keys(known).length > 0 ? 'firstInvalid' : 'notice';
    }
  }

  /** The form's onSubmit: validates everything, then sends the parsed values only when they are valid. */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    // What the fields show: a submission in the moment between hydration and the effect above still sends
    // what was typed before the page hydrated.
    const typed = typedValues(event.currentTarget, values);
    const snapshot = Object.keys(typed).length > 0 ? { ...values, ...typed } : values;
    if (snapshot !== values) setValues(snapshot);
    const loaded = await loadSchema();
    setSubmitted(true);
    setServerErrors({});
    const result = validateValues(loaded, snapshot);
    setClientErrors(result.errors);
    if (result.data === undefined) {
      setStatus('idle');
      setFailure(null);
      focusTarget.current = 'firstInvalid';
      return;
    }
    await send(result.data);
  }

  /** Start fetching a lazily imported schema as soon as the person starts on the form. */
  function onFocus() {
    if (!isSchema(schema)) void loadSchema();
  }

  return {
    /** Spread on the <form>: ref, noValidate, onSubmit and onFocus (and id, method and action for a page form). */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onFocus,
      ...(page ? { id: pageFormElementId(page.id), method: 'post', action: `${page.path}#${pageFormElementId(page.id)}` } : {}),
    },
    /** The page was rendered after the server stored this form (it was sent before JavaScript ran). */
    sentByPage: answered?.outcome === 'sent' && status === 'success',
    /** Render inside a page form: the hidden field that names it to the server. */
    pageFieldProps: page ? { type: 'hidden', name: PAGE_FORM_FIELD, value: page.id } : null,
    /** Give the form's notice this ref (and tabIndex -1): it takes focus when the answer arrives. */
    noticeRef,
    values,
    errors,
    field,
    status,
    isSubmitting: status === 'submitting',
    failure,
  };
}

/** The fields whose control shows something other than `values` (typed into the server's HTML), by name. */
function typedValues<Field extends string>(form: HTMLFormElement, values: Record<Field, string>): Partial<Record<Field, string>> {
  const typed: Partial<Record<Field, string>> = {};
  for (const name of Object.keys(values) as Field[]) {
    const control = form.elements.namedItem(name);
    const shown =
      control instanceof HTMLInputElement && control.type === 'checkbox'
        ? control.checked ? 'true' : ''
        : control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement
          ? control.value
          : undefined;
    if (shown !== undefined && shown !== values[name]) typed[name] = shown;
  }
  return typed;
}

/** The server's answer to this form, when the page was rendered with one (sent without JavaScript). */
function usePageFormState(id: PageFormId | undefined): PageFormState | undefined {
  const client = useContext(QueryClientContext);
  return id ? client?.getQueryData<PageFormState>([PAGE_FORM_QUERY_KEY, id]) : undefined;
}

/** The values the server kept (of this form's fields only), or the form's own start. */
function keptValues<Field extends string>(answered: PageFormState | undefined, start: Record<Field, string>): Record<Field, string> {
  if (!answered || answered.outcome === 'sent') return start;
  const kept = { ...start };
  for (const name of Object.keys(start) as Field[]) {
    const value = answered.values[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

function knownErrors<Field extends string>(errors: Record<string, string>, fields: Record<Field, string>): FieldErrors<Field> {
  const known: FieldErrors<Field> = {};
  for (const [name, message] of Object.entries(errors)) if (Object.hasOwn(fields, name)) known[name as Field] = message;
  return known;
}
