import { mailtoHref, telHref, whatsappChatUrl } from './contact-links';

describe('contact links', () => {
  it('builds a wa.me link with the greeting URL-encoded', () => {
    expect(whatsappChatUrl('15550100123', "Hi! I'd like help & more")).toBe(
      "https://wa.me/15550100123?text=Hi!%20I'd%20like%20help%20%26%20more",
    );
    expect(whatsappChatUrl('15550100123')).toBe('https://wa.me/15550100123');
  });

  it('dials the digits of a display phone number, keeping an international plus', () => {
    expect(telHref('(555) 010-0123')).toBe('tel:5550100123');
    expect(telHref('+1 555 010 0123')).toBe('tel:+15550100123');
  });

  it('writes an email link', () => {
    expect(mailtoHref('support@example.com')).toBe('mailto:support@example.com');
  });
});
