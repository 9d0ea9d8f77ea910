import { Button } from '@nurseprep/shared-ui';
import { checkoutContent } from '../data/checkout-content';
import { Instructions, PanelStack } from './detail-list';

const copy = checkoutContent.paypal;

export function PaypalPaymentPanel({ onPay }: { onPay: () => void }) {
  return (
    <PanelStack>
      <Instructions>{copy.instructions}</Instructions>
      <Button $fullWidth size="lg" onClick={onPay}>
        {copy.payLabel}
      </Button>
    </PanelStack>
  );
}
