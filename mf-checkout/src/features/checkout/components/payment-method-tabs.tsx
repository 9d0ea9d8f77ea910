import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatUsd, type Offer } from '@nurseprep/contracts';
import {
  Bitcoin,
  CreditCard,
  DollarSign,
  Smartphone,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Wallet,
  type LucideIcon,
} from '@nurseprep/shared-ui';
import { checkoutContent } from '../data/checkout-content';
import { DEFAULT_PAYMENT_METHOD, paymentMethods, type PaymentMethodId } from '../data/payment-methods';
import { CardPaymentPanel } from './card-payment-panel';
import { CashAppPaymentPanel } from './cash-app-payment-panel';
import { CryptoPaymentPanel } from './crypto-payment-panel';
import { PaypalPaymentPanel } from './paypal-payment-panel';
import { ZellePaymentPanel } from './zelle-payment-panel';

const methodIcons: Record<PaymentMethodId, LucideIcon> = {
  card: CreditCard,
  paypal: Wallet,
  'cash-app': DollarSign,
  zelle: Smartphone,
  crypto: Bitcoin,
};

const Trigger = styled(TabsTrigger)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
`;

function panelFor(method: PaymentMethodId, offer: Offer, onPay: () => void): ReactNode {
  const price = formatUsd(offer.priceCents);
  switch (method) {
    case 'card':
      return <CardPaymentPanel price={price} onPay={onPay} />;
    case 'paypal':
      return <PaypalPaymentPanel onPay={onPay} />;
    case 'cash-app':
      return <CashAppPaymentPanel price={price} onVerify={onPay} />;
    case 'zelle':
      return <ZellePaymentPanel price={price} onVerify={onPay} />;
    case 'crypto':
      return <CryptoPaymentPanel priceCents={offer.priceCents} onVerify={onPay} />;
    default:
      return method satisfies never;
  }
}

/** One tab per payment method; every pay or verify button runs `onPay` (the demo completion). */
export function PaymentMethodTabs({ offer, onPay }: { offer: Offer; onPay: () => void }) {
  return (
    <Tabs defaultValue={DEFAULT_PAYMENT_METHOD}>
      <TabsList aria-label={checkoutContent.paymentMethodsLabel}>
        {paymentMethods.map(({ id, label }) => {
          const Icon = methodIcons[id];
          return (
            <Trigger key={id} value={id}>
              <Icon aria-hidden="true" size={18} />
              {label}
            </Trigger>
          );
        })}
      </TabsList>
      {paymentMethods.map(({ id }) => (
        <TabsContent key={id} value={id}>
          {panelFor(id, offer, onPay)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
