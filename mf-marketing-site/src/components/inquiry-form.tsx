import styled from 'styled-components';
import type { InquirySource, TutoringInquiry } from '@nurseprep/contracts';
import { Button, FormNotice, request, SelectField, Send, TextArea, TextField, useSchemaForm } from '@nurseprep/shared-ui';
import { inquiryFormTexts } from '../data/inquiry-form-texts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

// Not contracts' emptyTutoringInquiry: importing anything from the schema's module brings zod with it.
const emptyInquiry = { name: '', email: '', subject: '', message: '' };

// Imported when the person starts on the form, so a page that only shows it never downloads zod.
const loadSchema = () => import('@nurseprep/contracts').then(({ tutoringInquirySchema }) => tutoringInquirySchema);

/**
 * The tutoring inquiry and the contact form: the same four fields, posted to one endpoint with their source.
 * `path` is the page it is on, which it posts to when JavaScript has not run.
 */
export function InquiryForm({ source, path }: { source: InquirySource; path: string }) {
  const texts = inquiryFormTexts[source];
  const form = useSchemaForm({
    schema: loadSchema,
    emptyValues: emptyInquiry,
    submit: (data: TutoringInquiry) => request('POST /api/tutoring-inquiries', { body: { ...data, source } }),
    page: { id: source, path },
  });

  return (
    <Form aria-label={texts.formLabel} {...form.formProps}>
      {form.pageFieldProps ? <input {...form.pageFieldProps} /> : null}
      <Pair>
        <TextField label={texts.labels.name} autoComplete="name" required {...form.field('name')} />
        <TextField label={texts.labels.email} type="email" autoComplete="email" spellCheck={false} required {...form.field('email')} />
      </Pair>
      <SelectField label={texts.labels.subject} placeholder={texts.subjectPlaceholder} options={texts.subjects} required {...form.field('subject')} />
      <TextArea label={texts.labels.message} placeholder={texts.messagePlaceholder} rows={5} required {...form.field('message')} />
      <FormNotice ref={form.noticeRef} status={form.status} failure={form.failure} texts={texts.notice} />
      <div>
        <Button type="submit" disabled={form.isSubmitting}>
          <Send aria-hidden="true" />
          {form.isSubmitting ? texts.pending : texts.submit}
        </Button>
      </div>
    </Form>
  );
}
