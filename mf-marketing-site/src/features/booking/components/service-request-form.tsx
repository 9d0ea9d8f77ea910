import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { budgetOptions, contactMethodOptions, serviceTypeOptions, urgencyLevelOptions, type ServiceRequest } from '@nurseprep/contracts';
import { Button, FormNotice, request, SelectField, Send, TextArea, TextField, useSchemaForm } from '@nurseprep/shared-ui';
import { bookingTexts } from '../data/booking-texts';
import type { BookingPrefill } from '../lib/booking-prefill';

const texts = bookingTexts.form;

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

const Consent = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  align-items: start;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const emptyRequest = {
  name: '',
  email: '',
  phone: '',
  preferredContactMethod: '',
  serviceType: '',
  urgencyLevel: '',
  budget: '',
  description: '',
  additionalRequirements: '',
  whatsappConsent: '',
};

// Not imported statically: the booking page draws before zod arrives, and the form waits for it only on submit.
const loadSchema = () => import('@nurseprep/contracts').then(({ serviceRequestSchema }) => serviceRequestSchema);

/** The Book Service form: POST /api/service-requests with every field of the service request schema. */
export function ServiceRequestForm({ prefill }: { prefill: BookingPrefill }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: loadSchema,
    emptyValues: emptyRequest,
    initialValues: { ...emptyRequest, serviceType: prefill.serviceType, description: prefill.description },
    submit: async (data: ServiceRequest) => {
      await request('POST /api/service-requests', { body: data });
      // Staff looking at the list in this browser see the new request.
      await queryClient.invalidateQueries({ queryKey: ['/api/marketing/service-requests'] });
    },
    page: { id: 'booking', path: '/booking' },
  });

  return (
    <Form aria-label={texts.formLabel} {...form.formProps}>
      {form.pageFieldProps ? <input {...form.pageFieldProps} /> : null}
      <Pair>
        <TextField label={texts.labels.name} autoComplete="name" required {...form.field('name')} />
        <TextField label={texts.labels.email} type="email" autoComplete="email" spellCheck={false} required {...form.field('email')} />
      </Pair>
      <Pair>
        <TextField label={texts.labels.phone} type="tel" autoComplete="tel" hint={texts.hints.phone} {...form.field('phone')} />
        <SelectField
          label={texts.labels.preferredContactMethod}
          placeholder={texts.placeholders.preferredContactMethod}
          options={contactMethodOptions}
          required
          {...form.field('preferredContactMethod')}
        />
      </Pair>
      <Pair>
        <SelectField label={texts.labels.serviceType} placeholder={texts.placeholders.serviceType} options={serviceTypeOptions} required {...form.field('serviceType')} />
        <SelectField label={texts.labels.urgencyLevel} placeholder={texts.placeholders.urgencyLevel} options={urgencyLevelOptions} required {...form.field('urgencyLevel')} />
      </Pair>
      <SelectField label={texts.labels.budget} placeholder={texts.placeholders.budget} options={budgetOptions} {...form.field('budget')} />
      <TextArea label={texts.labels.description} hint={texts.hints.description} rows={4} required {...form.field('description')} />
      <TextArea
        label={texts.labels.additionalRequirements}
        placeholder={texts.placeholders.additionalRequirements}
        rows={3}
        {...form.field('additionalRequirements')}
      />
      <Consent>
        <input
          id="service-request-whatsapp-consent"
          type="checkbox"
          name="whatsappConsent"
          value="true"
          aria-describedby="service-request-whatsapp-consent-hint"
          checked={form.values.whatsappConsent === 'true'}
          onChange={(event) => form.field('whatsappConsent').onChange({ ...event, target: { ...event.target, value: event.target.checked ? 'true' : '' } })}
        />
        <label htmlFor="service-request-whatsapp-consent">{texts.labels.whatsappConsent}</label>
        <p id="service-request-whatsapp-consent-hint">{texts.hints.whatsappConsent}</p>
      </Consent>
      <FormNotice ref={form.noticeRef} status={form.status} failure={form.failure} texts={texts.notice} />
      <div>
        <Button type="submit" size="lg" disabled={form.isSubmitting}>
          <Send aria-hidden="true" />
          {form.isSubmitting ? texts.pending : texts.submit}
        </Button>
      </div>
    </Form>
  );
}
