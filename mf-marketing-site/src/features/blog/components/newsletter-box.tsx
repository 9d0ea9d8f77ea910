import styled from 'styled-components';
import type { NewsletterSubscription } from '@nurseprep/contracts';
import { Button, FormNotice, Mail, TextField, toast, useSchemaForm } from '@nurseprep/shared-ui';
import { subscribeToNewsletter } from '../requests/subscribe-newsletter';
import { blogTexts } from '../data/blog-texts';

const texts = blogTexts.newsletter;

const Box = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.xl}; margin-top: 0; }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

// Imported when the person starts on the form, so the list page never downloads zod for it.
const loadSchema = () => import('@nurseprep/contracts').then(({ newsletterSubscriptionSchema }) => newsletterSubscriptionSchema);

/**
 * The blog's newsletter sign-up: sends the address, and a toast asks the person to confirm it from their inbox
 * (nothing is subscribed before that); failures show under the form.
 */
export function NewsletterBox() {
  const form = useSchemaForm({
    schema: loadSchema,
    emptyValues: { email: '' },
    submit: async (data: NewsletterSubscription) => {
      toast({ title: texts.successTitle, description: await subscribeToNewsletter(data) });
    },
    page: { id: 'newsletter', path: '/resources/blog' },
  });
  return (
    <Box aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">
        <Mail aria-hidden="true" size={22} />
        {texts.heading}
      </h2>
      <p>{texts.lead}</p>
      <Form aria-label={texts.formLabel} {...form.formProps}>
        {form.pageFieldProps ? <input {...form.pageFieldProps} /> : null}
        <TextField
          label={texts.emailLabel}
          type="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={texts.placeholder}
          required
          {...form.field('email')}
        />
        {form.status === 'failure' || form.sentByPage ? <FormNotice ref={form.noticeRef} status={form.status} failure={form.failure} texts={texts.notice} /> : null}
        <div>
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? texts.pending : texts.submit}
          </Button>
        </div>
      </Form>
    </Box>
  );
}
