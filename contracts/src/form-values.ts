/** What a form needs of a contracts schema (a zod schema fits), so rules and messages live only in contracts. */
export interface FormSchema<Output> {
  safeParse(input: unknown):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The parsed values, or the first message of each invalid field (fields the form does not have are ignored). */
export function validateValues<Field extends string, Output>(
  schema: FormSchema<Output>,
  values: Record<Field, string>,
): { data: Output; errors: FieldErrors<Field> } | { data: undefined; errors: FieldErrors<Field> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && Object.hasOwn(values, field)) errors[field as Field] ??= issue.message;
  }
  return { data: undefined, errors };
}
