/** The floating chat button's texts; the greeting is prefilled in the WhatsApp chat it opens. */
export const chatGreeting = (brandName: string) => `Hello ${brandName}! I'd like to know more about your exam preparation services.`;
export const chatLinkLabel = 'Chat with us on WhatsApp';
export const chatTooltip = 'Questions about exam prep? Chat with us on WhatsApp';
export const chatRegionLabel = 'WhatsApp chat';
