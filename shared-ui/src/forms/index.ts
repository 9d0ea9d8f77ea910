/** The site's forms: one hook over a contracts schema, the request that keeps Retry-After, and the outcome notice. */
export { useSchemaForm, type FormStatus, type SchemaFormOptions } from './use-schema-form';
export { validateValues, type FormSchema, type FieldErrors } from '@nurseprep/contracts/form-values';
export { submissionFailureOf, type SubmissionFailure } from './submission-error';
export { FormNotice, type FormNoticeProps, type FormNoticeTexts } from './form-notice';
export { formTexts } from './form-texts';
