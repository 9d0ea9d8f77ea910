import styled from 'styled-components';
import { Button, Lock, TextField } from '@nurseprep/shared-ui';
import { checkoutContent } from '../data/checkout-content';
import { PanelStack } from './detail-list';

const copy = checkoutContent.card;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
`;

// autoComplete is off on purpose: a demo must not invite the browser to fill in a real saved card.
export function CardPaymentPanel({ price, onPay }: { price: string; onPay: () => void }) {
  return (
    <PanelStack>
      <TextField label={copy.numberLabel} inputMode="numeric" autoComplete="off" placeholder="1234 5678 9012 3456" />
      <Row>
        <TextField label={copy.expiryLabel} inputMode="numeric" autoComplete="off" placeholder="MM/YY" />
        <TextField label={copy.cvcLabel} inputMode="numeric" autoComplete="off" placeholder="123" />
      </Row>
      <TextField label={copy.nameLabel} autoComplete="off" />
      <Button $fullWidth size="lg" onClick={onPay}>
        <Lock aria-hidden="true" />
        {copy.payLabel(price)}
      </Button>
    </PanelStack>
  );
}
