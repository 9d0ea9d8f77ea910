import { contactSubjectOptions, tutoringSubjectOptions, type InquirySource, type Option } from '@nurseprep/contracts';
import type { FormNoticeTexts } from '@nurseprep/shared-ui';

export interface InquiryFormTexts {
  formLabel: string;
  labels: { name: string; email: string; subject: string; message: string };
  subjectPlaceholder: string;
  messagePlaceholder: string;
  submit: string;
  pending: string;
  notice: FormNoticeTexts;
  subjects: readonly Option[];
}

const labels = { name: 'Full Name', email: 'Email Address', subject: 'Subject', message: 'Message' };

/** The tutoring inquiry (home #tutoring, /tutoring) and the contact form (/contact): labels and notices. */
export const inquiryFormTexts: Record<InquirySource, InquiryFormTexts> = {
  tutoring: {
    formLabel: 'Tutoring inquiry',
    labels,
    subjectPlaceholder: 'Select a subject',
    messagePlaceholder: 'Tell us about your exam date, the topics you find hardest and when you can meet.',
    submit: 'Send Inquiry',
    pending: 'Sending...',
    notice: {
      successTitle: 'Form submitted successfully!',
      successDescription: 'We will contact you shortly.',
      failureTitle: 'Form submission failed',
      failureFallback: 'Please try again later',
    },
    subjects: tutoringSubjectOptions,
  },
  contact: {
    formLabel: 'Contact message',
    labels,
    subjectPlaceholder: 'Select a subject',
    messagePlaceholder: 'How can we help?',
    submit: 'Send Message',
    pending: 'Sending...',
    notice: {
      successTitle: 'Message sent successfully!',
      successDescription: 'We will contact you shortly.',
      failureTitle: 'Message submission failed',
      failureFallback: 'Please try again later.',
    },
    subjects: contactSubjectOptions,
  },
};
