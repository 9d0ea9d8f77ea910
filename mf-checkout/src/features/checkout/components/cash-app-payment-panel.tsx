import { Button, TextField } from '@nurseprep/shared-ui';
import { checkoutContent } from '../data/checkout-content';
import { DetailList, Instructions, PanelStack } from './detail-list';

const copy = checkoutContent.cashApp;

export function CashAppPaymentPanel({ price, onVerify }: { price: string; onVerify: () => void }) {
  return (
    <PanelStack>
      <Instructions>{copy.instructions(price)}</Instructions>
      <DetailList>
        <dt>{copy.cashtagLabel}</dt>
        <dd>{copy.cashtag}</dd>
      </DetailList>
      <TextField label={copy.codeLabel} autoComplete="off" />
      <Button $fullWidth size="lg" onClick={onVerify}>
        {copy.verifyLabel}
      </Button>
    </PanelStack>
  );
}
