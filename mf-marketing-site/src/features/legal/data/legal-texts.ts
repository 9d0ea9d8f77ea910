/** The footer's legal pages: what this site actually does with data, its terms, and its accessibility. */

export type LegalPageId = 'privacy' | 'terms' | 'accessibility';

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  updated: string;
  sections: readonly LegalSection[];
  /** The closing "how to reach us" line; the site email is added as a link. */
  contact: { heading: string; text: string };
}

export const legalUpdated = 'Last updated: November 27, 2026';

export const legalTexts: Record<LegalPageId, LegalDocument> = {
  privacy: {
    updated: legalUpdated,
    sections: [
      {
        heading: 'What we store',
        paragraphs: ['We store only what you give us through this site, in our own database:'],
        items: [
          'Your account: username, email address, first and last name, the exam you prepare for, and your password as a one-way hash (we never see or store the password itself).',
          'Form submissions: the tutoring inquiry, contact message and service request forms, with everything you type into them (name, email, phone if given, subject, message and request details) and the time they were sent.',
          'Leads: one record per email address that has contacted us, with its status (new, contacted, interested, enrolled, converted), so we do not lose track of a request.',
          'Newsletter addresses: the email address you subscribe with, and when you confirmed it from the email we sent (we send the newsletter only to confirmed addresses) or unsubscribed.',
          'Emails we send you: the message and when it was sent, so we can tell whether it arrived. Password reset and confirmation links are kept only as a one-way hash, and their emails are erased once sent.',
          'Study progress: what you save in your account while you study, such as documents and practice you have completed.',
          'WhatsApp messages: messages our staff send to you, and your replies, when you have asked us to reach you on WhatsApp.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We set one cookie, nurseprep_session (named __Host-nurseprep_session over HTTPS), and only when you sign in. It holds a random token that keeps you signed in; our database keeps only a hash of it. The cookie is HttpOnly (scripts on the page cannot read it), SameSite=Lax, and Secure when you use the site over HTTPS.',
          'We use no advertising or analytics cookies and no tracking scripts.',
        ],
      },
      {
        heading: 'Who can see your information',
        items: [
          'You can see your own account details when signed in.',
          'Our staff can see form submissions, leads and WhatsApp messages in our internal dashboard, so they can answer you. Staff accounts are separate, password-protected accounts.',
          'We do not sell or rent your information, and we do not share it with advertisers.',
          'If you contact us on WhatsApp, WhatsApp (Meta) handles those messages under its own privacy policy.',
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          'Sign-in sessions end 30 days after you signed in, or when you sign out. Signing out everywhere (on My Study) or changing your password ends every session of your account.',
          'Your account stays until you ask us to delete it.',
          'Form submissions, leads and WhatsApp messages are kept so we can follow up and keep a record of what we agreed with you, until you ask us to delete them.',
          'Newsletter addresses are kept until you ask us to remove yours; an unsubscribed address is kept only so we never send to it again. Every newsletter has a one-click unsubscribe link.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can ask us to show you, correct or delete anything we hold about you, including your account and every form you have sent. Email us from the address you used with us, and we will do it within 30 days and confirm when it is done.',
        ],
      },
    ],
    contact: { heading: 'Questions or deletion requests', text: 'Email us at' },
  },
  terms: {
    updated: legalUpdated,
    sections: [
      {
        heading: 'Using this site',
        paragraphs: [
          'NursePrep Academy offers exam preparation materials, tutoring and study support for nursing students and applicants. You may use the site for your own study. Please do not copy our materials for others or resell them.',
          'You are responsible for keeping your password private. Tell us if you think someone else has used your account.',
        ],
      },
      {
        heading: 'Study materials and academic honesty',
        paragraphs: [
          'Our materials are review guides, practice questions and explanations. We do not provide answers to a school’s graded quizzes, exams or assignments, and you must follow your school’s academic integrity policy.',
          'We are independent: we are not affiliated with, endorsed by or sponsored by any school or exam owner named on this site. TEAS and ATI are ATI’s, HESI is Elsevier’s and NCLEX is NCSBN’s. We cannot guarantee any exam result.',
        ],
      },
      {
        heading: 'The checkout is a demonstration',
        paragraphs: [
          'The payment page shows how checkout will work. It takes no payment: no card number, account or wallet detail you type there is sent or charged, and completing it does not create an order. When you book a service, we confirm the price and how to pay in our reply, before anything is charged.',
        ],
      },
      {
        heading: 'Tutoring sessions',
        items: [
          'Prices: one-on-one $50-$100 per hour; small groups of 2-4 students $30-$40 per person per hour; Exam Prep Package of 4 sessions $180-$350. We confirm the exact price for your exam before you book.',
          'Cancellation: you can cancel or reschedule free of charge up to 24 hours before a session. A fee may apply to later cancellations or missed sessions.',
          'Sessions are held online. A session we have to cancel is rescheduled or refunded in full, as you prefer.',
        ],
      },
      {
        heading: 'Service requests',
        paragraphs: [
          'Sending a service request or an inquiry does not commit you to anything. We reply within 24 hours to discuss your requirements and a price; nothing is booked until you agree.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: ['If we change these terms, we update this page and its date. Bookings already agreed keep the terms they were made under.'],
      },
    ],
    contact: { heading: 'Questions about these terms', text: 'Email us at' },
  },
  accessibility: {
    updated: legalUpdated,
    sections: [
      {
        heading: 'Our target',
        paragraphs: [
          'We aim for this site to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, so that it works with a keyboard alone, with screen readers, with zoom up to 400%, and on small screens.',
        ],
      },
      {
        heading: 'What we do',
        items: [
          'Every page has one main heading, landmarks (header, navigation, main, footer) and a "Skip to content" link.',
          'Every control can be reached and used with the keyboard, and shows a visible focus outline.',
          'Tabs, dialogs and menus follow the WAI-ARIA Authoring Practices; filters tell screen readers which option is selected.',
          'Form fields have visible labels; a validation message appears under its field, is read with the field, and focus moves to the first field that needs attention. The result of sending a form is announced.',
          'Text and controls meet AA colour contrast, and targets are at least 24 by 24 pixels.',
        ],
      },
      {
        heading: 'How we tested',
        items: [
          'Automated checks with axe-core on every page, in our unit tests and in a real Chromium browser at 375 and 1280 pixels wide, with no serious or critical issue allowed.',
          'Keyboard-only walkthroughs of the forms, filters, tabs, dialogs and menus.',
          'Checks of the page layout at phone and desktop widths.',
        ],
        paragraphs: ['Automated tools find only part of the barriers people meet. We have not yet had the site reviewed by people who use assistive technology every day, and we welcome every report.'],
      },
      {
        heading: 'Known limitations',
        items: [
          'Study documents are PDF files; some older ones may not be fully tagged for screen readers. Ask us for an accessible version of any document and we will send one.',
          'The WhatsApp chat opens WhatsApp’s own site or app, whose accessibility we do not control.',
        ],
      },
      {
        heading: 'Report a barrier',
        paragraphs: [
          'If something on this site is hard or impossible for you to use, tell us which page, what you were trying to do and, if you like, which browser and assistive technology you use. We reply within 2 business days and tell you when it is fixed. You can also call us during business hours or use the contact form.',
        ],
      },
    ],
    contact: { heading: 'Accessibility contact', text: 'Email us at' },
  },
};
