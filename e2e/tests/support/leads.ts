/** A booking (service request) from someone who agreed to WhatsApp messages: a lead a campaign can reach. */
export const bookingWithConsent = (email: string, phone: string) => ({
  name: 'Booking Person',
  email,
  phone,
  serviceType: 'tutoring',
  urgencyLevel: 'low',
  description: 'TEAS science section help, please.',
  preferredContactMethod: 'whatsapp',
  whatsappConsent: true,
});
