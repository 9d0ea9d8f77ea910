/** The contact page: details, the message form and six questions. */
export const contactPageTexts = {
  details: { heading: 'Get in Touch', lead: 'Reach us the way that suits you. Messages sent outside business hours are answered the next business day.' },
  form: { heading: 'Send Us a Message', lead: 'We will contact you shortly, usually within one business day.' },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'How do I schedule a tutoring session?',
        answer:
          'Send a booking request or a tutoring inquiry with your exam, your exam date and the times that suit you. We reply within 24 hours to confirm a tutor and a first session time.',
      },
      {
        question: 'What payment methods do you accept?',
        answer:
          'Our checkout lists card, PayPal, Cash App, Zelle and cryptocurrency. The checkout on this site is currently a demonstration and takes no payment: when you book, we confirm the price and how to pay in our reply, before anything is charged.',
      },
      {
        question: 'Are tutoring sessions held online?',
        answer: 'Yes. Every session is held online by video call, so you can join from home, work or campus. Your tutor shares the study materials and practice questions on screen.',
      },
      {
        question: 'What is your cancellation policy?',
        answer: 'You can cancel or reschedule free of charge up to 24 hours before a session. A fee may apply to cancellations made later than that.',
      },
      {
        question: 'Do you offer group discounts?',
        answer:
          'Yes: small-group sessions for 2-4 students cost $30-$40 per person per hour, compared with $50-$100 per hour one-on-one. Ask us if you would like to form a group with classmates.',
      },
      {
        question: 'How do I access study materials after I get them?',
        answer:
          'Anyone can preview the study documents on the exam and school pages. Create a free account (Get Started at the top of any page) to download them. For materials made for your own course, send a custom materials request and we will tell you how you will receive them.',
      },
    ],
  },
};
