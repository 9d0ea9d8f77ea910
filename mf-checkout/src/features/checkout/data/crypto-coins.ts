import { formatDecimal } from '@nurseprep/contracts';

/**
 * Crypto display: a $700 order is 0.00725 BTC or 0.125 ETH, stablecoins are the amount
 * times 1.02, and 3 network confirmations are needed. Other prices scale from the $700 figures.
 */
export const REFERENCE_PRICE_CENTS = 70000;
export const STABLECOIN_MARKUP = 1.02;
export const NETWORK_CONFIRMATIONS = 3;

export interface CryptoCoin {
  id: 'bitcoin' | 'ethereum' | 'usdc' | 'usdt';
  name: string;
  symbol: string;
  /** Coin amount for the reference price; undefined for stablecoins (priced in dollars). */
  amountAtReferencePrice?: number;
  minimumDecimals: number;
  maximumDecimals: number;
  /** Deliberately not a valid address: this checkout is a demo and must never receive real coins. */
  demoAddress: string;
}

export const cryptoCoins: readonly CryptoCoin[] = [
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    symbol: 'BTC',
    amountAtReferencePrice: 0.00725,
    minimumDecimals: 5,
    maximumDecimals: 8,
    demoAddress: 'DEMO-bitcoin-address-not-real',
  },
  {
    id: 'ethereum',
    name: 'Ethereum',
    symbol: 'ETH',
    amountAtReferencePrice: 0.125,
    // Shown as "0.125 ETH": trailing zeros are dropped down to three places.
    minimumDecimals: 3,
    maximumDecimals: 6,
    demoAddress: 'DEMO-ethereum-address-not-real',
  },
  { id: 'usdc', name: 'USD Coin', symbol: 'USDC', minimumDecimals: 2, maximumDecimals: 2, demoAddress: 'DEMO-usdc-address-not-real' },
  { id: 'usdt', name: 'Tether', symbol: 'USDT', minimumDecimals: 2, maximumDecimals: 2, demoAddress: 'DEMO-usdt-address-not-real' },
];

export type CryptoCoinId = CryptoCoin['id'];

export const DEFAULT_CRYPTO_COIN: CryptoCoinId = 'bitcoin';

/** The coin amount to send for a price in cents, e.g. "0.00725 BTC" for $700. */
export function cryptoAmountFor(coin: CryptoCoin, priceCents: number): string {
  const amount =
    coin.amountAtReferencePrice === undefined
      ? Math.round(priceCents * STABLECOIN_MARKUP) / 100
      : (priceCents / REFERENCE_PRICE_CENTS) * coin.amountAtReferencePrice;
  return `${formatDecimal(amount, coin.minimumDecimals, coin.maximumDecimals)} ${coin.symbol}`;
}
