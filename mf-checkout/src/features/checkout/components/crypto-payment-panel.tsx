import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@nurseprep/shared-ui';
import { checkoutContent } from '../data/checkout-content';
import { DEFAULT_CRYPTO_COIN, NETWORK_CONFIRMATIONS, cryptoAmountFor, cryptoCoins, type CryptoCoinId } from '../data/crypto-coins';
import { DetailList, Instructions, PanelStack } from './detail-list';

const copy = checkoutContent.crypto;

const CoinFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const CoinOptions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** A native radio with its label as the visible, clickable chip. */
const CoinOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Address = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function CryptoPaymentPanel({ priceCents, onVerify }: { priceCents: number; onVerify: () => void }) {
  const [coinId, setCoinId] = useState<CryptoCoinId>(DEFAULT_CRYPTO_COIN);
  const radioName = useId();
  const coin = cryptoCoins.find((candidate) => candidate.id === coinId) ?? cryptoCoins[0];
  if (!coin) return null;
  const isStablecoin = coin.amountAtReferencePrice === undefined;

  return (
    <PanelStack>
      <CoinFieldset>
        <legend>{copy.coinLegend}</legend>
        <CoinOptions>
          {cryptoCoins.map((candidate) => (
            <CoinOption key={candidate.id}>
              <input
                type="radio"
                name={radioName}
                value={candidate.id}
                checked={candidate.id === coinId}
                onChange={() => setCoinId(candidate.id)}
              />
              <span>
                {candidate.name} ({candidate.symbol})
              </span>
            </CoinOption>
          ))}
        </CoinOptions>
      </CoinFieldset>
      <DetailList>
        <dt>{copy.amountLabel}</dt>
        <dd>{cryptoAmountFor(coin, priceCents)}</dd>
        <dt>{copy.addressLabel}</dt>
        <dd>
          <Address>{coin.demoAddress}</Address>
        </dd>
      </DetailList>
      <Instructions>{copy.confirmations(NETWORK_CONFIRMATIONS)}</Instructions>
      {isStablecoin ? <Instructions>{copy.stablecoinNote}</Instructions> : null}
      <TextField label={copy.transactionLabel} autoComplete="off" />
      <Button $fullWidth size="lg" onClick={onVerify}>
        {copy.verifyLabel}
      </Button>
    </PanelStack>
  );
}
