import type { FormNoticeTexts } from '@nurseprep/shared-ui';

/** The booking page's copy and its service request form's labels and notices. */
export const bookingTexts = {
  directContact: {
    heading: 'Contact us directly',
    lead: 'Reach us directly; we answer every request within 24 hours.',
  },
  form: {
    heading: 'Service Request Form',
    lead: 'Fields marked with an asterisk are required.',
    formLabel: 'Service request',
    labels: {
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      preferredContactMethod: 'Preferred Contact Method',
      serviceType: 'Service Type',
      urgencyLevel: 'Urgency Level',
      budget: 'Budget Range (optional)',
      description: 'Detailed Description',
      additionalRequirements: 'Additional Requirements (optional)',
      whatsappConsent: 'Send me updates on WhatsApp',
    },
    hints: {
      phone: 'Recommended for faster response',
      whatsappConsent: 'Optional. Occasional offers and exam tips to the phone number above; reply STOP to end them.',
      description: 'Your exam or course, your deadline, and what you need help with.',
    },
    placeholders: {
      preferredContactMethod: 'Select a contact method',
      serviceType: 'Select a service',
      urgencyLevel: 'Select urgency',
      budget: 'Select a budget range',
      additionalRequirements: 'Formats, time zones, accessibility needs or anything else we should know.',
    },
    submit: 'Submit Service Request',
    pending: 'Submitting...',
    notice: {
      successTitle: 'Service Request Submitted!',
      successDescription: "We'll get back to you within 24 hours to discuss your requirements.",
      failureTitle: 'Submission Failed',
      failureFallback: 'Please try again or contact us directly',
    } satisfies FormNoticeTexts,
  },
  /** The first line of the description when a link names an exam, a school or a tutor. */
  prefill: {
    exam: (exam: string) => `Exam: ${exam}`,
    school: (school: string) => `School: ${school}`,
    tutor: (tutor: string) => `Preferred tutor: ${tutor}`,
  },
  channels: {
    heading: 'Contact Us Directly',
    lead: 'Call or text, message us on WhatsApp, or email: whichever is easiest for you.',
  },
  reassurance: {
    heading: 'What Happens Next',
    cards: [
      { icon: 'clock', title: 'Quick Response', description: 'We reply to every request within 24 hours, by the contact method you choose.' },
      { icon: 'users', title: 'Expert Team', description: 'A physician founder and nurse educators review your request and match you with the right person.' },
      { icon: 'check', title: 'Custom Solutions', description: 'Tutoring, materials or support built around your exam, your course and your deadline.' },
    ],
  },
} as const;
