/** The about page's copy. */
export const aboutTexts = {
  heroActions: [
    { label: 'Explore Our Services', href: '/services', variant: 'primary' },
    { label: 'Meet Our Tutors', href: '/tutors', variant: 'outline' },
  ],
  founder: {
    heading: 'Meet Our Founder',
    name: 'Our Physician Founder',
    role: 'Physician, public health and digital health educator',
    bio: [
      'NursePrep Academy was founded by a medical doctor who holds a Master of Public Health and a Master of Business Administration, with more than 10 years of experience in clinical care, health education and digital health.',
      'Having taught and mentored nursing students, our founder saw how many capable students lose points not to a lack of knowledge but to a lack of structure. The materials on this site are written and reviewed by the founder and a team of nurses and educators so that every student gets that structure.',
    ],
    badgesLabel: 'Qualifications',
    badges: ['Medical Doctor', 'Master of Public Health', 'Master of Business Administration', 'Digital Health Expert'],
  },
  expertise: {
    heading: 'Areas of Expertise',
    lead: 'The knowledge behind every study guide, practice question and tutoring session.',
    cards: [
      { icon: 'stethoscope', title: 'Clinical Medicine', description: 'Pathophysiology, pharmacology and clinical reasoning explained the way they are used at the bedside.' },
      { icon: 'users', title: 'Public Health', description: 'Community and population health, health promotion and the evidence behind nursing interventions.' },
      { icon: 'smartphone', title: 'Digital Health', description: 'Online learning tools, practice platforms and study technology that fit a working student’s week.' },
      { icon: 'graduation', title: 'Nursing Education', description: 'Entrance, licensure and course exams, and the study methods that help students pass them.' },
    ],
  },
  mission: {
    heading: 'Our Mission and Vision',
    cards: [
      {
        icon: 'heart',
        title: 'Our Mission',
        description: 'To help every nursing student and applicant prepare with clear, accurate materials and patient, expert tutoring, whatever their starting point.',
      },
      {
        icon: 'award',
        title: 'Our Vision',
        description: 'A nursing workforce whose members reached it with confidence: every capable student passes the exams between them and the bedside.',
      },
    ],
  },
  why: {
    heading: 'Why Choose NursePrep Academy',
    cards: [
      { icon: 'book', title: 'Expert-Developed Content', description: 'Materials written and reviewed by a physician and nurse educators, checked against current exam blueprints.' },
      { icon: 'user', title: 'Personalized Approach', description: 'Tutoring built around your exam date, your school and the topics you find hardest.' },
      { icon: 'smartphone', title: 'Technology Integration', description: 'Study online on any device, preview documents before you download, and reach us by email, phone or WhatsApp.' },
    ],
  },
  closing: {
    heading: 'Start Preparing With Us',
    lead: 'Find the materials for your exam or talk to a tutor about a plan.',
    actions: [
      { label: 'Explore Exam Prep', href: '/exams', variant: 'primary' },
      { label: 'Contact Us', href: '/contact', variant: 'outline' },
    ],
  },
} as const;
