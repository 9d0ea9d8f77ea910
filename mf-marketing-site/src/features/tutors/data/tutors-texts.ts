/** The tutors page (linked from the footer). */
export const tutorsTexts = {
  team: {
    heading: 'Our Tutoring Team',
    lead: 'Each tutor coaches the exams they know best. Book a session with one of them, or tell us your exam and we will match you.',
  },
  howTo: {
    heading: 'How Booking a Tutor Works',
    steps: [
      { icon: 'file', title: '1. Send a request', description: 'Use a tutor’s booking button or the booking form; name your exam, your date and the times that suit you.' },
      { icon: 'clock', title: '2. Hear back within 24 hours', description: 'We confirm the tutor, the price for your option and a first session time by your preferred contact method.' },
      { icon: 'calendar', title: '3. Meet online', description: 'Your first session finds your weak areas and sets a plan. Cancel free up to 24 hours before any session.' },
    ],
  },
  closing: {
    heading: 'Not Sure Which Tutor Fits?',
    lead: 'Tell us your exam and we will match you with the right person.',
    actions: [
      { label: 'Book Tutoring', href: '/booking?service=tutoring', variant: 'primary' },
      { label: 'See Prices and Options', href: '/tutoring', variant: 'outline' },
    ],
  },
} as const;
