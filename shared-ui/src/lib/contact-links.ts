/** A wa.me chat link; `text` is prefilled in the message box. */
export function whatsappChatUrl(whatsappNumber: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** A tel: link from a display number such as "(555) 010-0123": digits, and a leading + if it has one. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
