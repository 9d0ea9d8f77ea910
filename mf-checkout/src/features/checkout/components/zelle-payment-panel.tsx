import { Button, TextField, useSiteConfig } from '@nurseprep/shared-ui';
import { checkoutContent } from '../data/checkout-content';
import { DetailList, Instructions, PanelStack } from './detail-list';

const copy = checkoutContent.zelle;

/** Zelle pays to the business email or phone from the site settings. */
function ZelleRecipient() {
  const siteConfig = useSiteConfig();
  if (siteConfig.isPending) return <Instructions role="status">{copy.loading}</Instructions>;
  if (siteConfig.isError) return <Instructions role="status">{copy.unavailable}</Instructions>;
  const { email, phone } = siteConfig.data.settings;
  return (
    <DetailList>
      <dt>{copy.emailLabel}</dt>
      <dd>{email}</dd>
      <dt>{copy.phoneLabel}</dt>
      <dd>{phone}</dd>
    </DetailList>
  );
}

export function ZellePaymentPanel({ price, onVerify }: { price: string; onVerify: () => void }) {
  return (
    <PanelStack>
      <Instructions>{copy.instructions(price)}</Instructions>
      <ZelleRecipient />
      <TextField label={copy.codeLabel} autoComplete="off" />
      <Button $fullWidth size="lg" onClick={onVerify}>
        {copy.verifyLabel}
      </Button>
    </PanelStack>
  );
}
