/** The checkout's payment method tabs, in display order. */
export const paymentMethods = [
  { id: 'card', label: 'Card' },
  { id: 'paypal', label: 'PayPal' },
  { id: 'cash-app', label: 'Cash App' },
  { id: 'zelle', label: 'Zelle' },
  { id: 'crypto', label: 'Crypto' },
] as const;

export type PaymentMethodId = (typeof paymentMethods)[number]['id'];

export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 'card';
