/** Ways to reach us, as the contact and booking pages list them (the values come from the site settings). */
export const contactChannelTexts = {
  email: { title: 'Email', description: 'We reply within 24 hours.', label: (email: string) => `Email ${email}` },
  phone: { title: 'Call or Text', description: 'During business hours.', label: (phone: string) => `Call ${phone}` },
  whatsapp: { title: 'WhatsApp', description: 'Chat with us on WhatsApp.', label: 'Chat on WhatsApp', greeting: 'Hello! I would like to know more about your exam preparation services.' },
  hours: {
    title: 'Business Hours',
    lines: ['Monday-Friday: 9am-6pm EST', 'Saturday: 10am-2pm EST', 'Sunday: closed (messages answered on Monday)'],
  },
};
