/** The tutoring page's copy. */
export const tutoringTexts = {
  heroActions: [
    { label: 'Book a Tutoring Session', href: '/booking?service=tutoring', variant: 'primary' },
    { label: 'Meet Our Tutors', href: '/tutors', variant: 'outline' },
  ],
  benefits: {
    heading: 'Why Tutoring With Us Works',
    cards: [
      { icon: 'user', title: 'A Plan Built for You', description: 'We start from a diagnostic of where you lose points and plan sessions around your exam date.' },
      { icon: 'stethoscope', title: 'Tutors Who Are Nurses', description: 'Your tutor has studied for the same exams and explains the clinical reasoning, not just the answer.' },
      { icon: 'calendar', title: 'Sessions That Fit Your Week', description: 'Online sessions in the evenings and on weekends, for working adults and busy students.' },
    ],
  },
  offers: {
    heading: 'What Every Tutoring Plan Includes',
    items: [
      'A first session that finds your strongest and weakest topics',
      'A written study plan up to your exam date',
      'Practice questions between sessions, with explanations',
      'Review of every practice test you take',
      'Messages with your tutor between sessions by email or WhatsApp',
      'Free cancellation up to 24 hours before a session',
    ],
  },
  tutors: {
    heading: 'Meet Some of Our Tutors',
    lead: 'Nurses and nurse educators who coach entrance, licensure and course exams.',
    specialtiesLabel: (name: string) => `${name}'s specialties`,
    viewAll: 'View All Tutors',
    viewAllHref: '/tutors',
  },
  options: {
    heading: 'Session Options',
    lead: 'Choose how you want to study; we confirm the exact price for your exam when we reply.',
    book: 'Book This Option',
    bookHref: '/booking?service=tutoring',
  },
  testimonials: {
    heading: 'What Our Students Say',
    lead: 'Students on how tutoring helped them prepare.',
  },
  inquiry: {
    heading: 'Ask About Tutoring',
    lead: 'Tell us your exam and what you need help with; we will contact you shortly with times and a plan.',
  },
  closing: {
    heading: 'Book Your First Session',
    lead: 'Tell us about your exam today and we will reply within 24 hours.',
    actions: [
      { label: 'Book a Session', href: '/booking?service=tutoring', variant: 'primary' },
      { label: 'Contact Us', href: '/contact', variant: 'outline' },
    ],
  },
} as const;
