import { useCallback, useState } from 'react';
import { checkoutContent } from '../data/checkout-content';

export type DemoPaymentStatus = 'form' | 'complete';

/**
 * The checkout's two states: the payment form, then the success view after any pay or
 * verify action. Nothing is sent anywhere: the action only tells the visitor it is a demo.
 */
export function useDemoPayment() {
  const [status, setStatus] = useState<DemoPaymentStatus>('form');
  const completeDemoPayment = useCallback(() => {
    window.alert(checkoutContent.demoAlert);
    setStatus('complete');
  }, []);
  return { status, completeDemoPayment };
}
