import { cryptoAmountFor, cryptoCoins, type CryptoCoin } from './crypto-coins';

function coin(symbol: string): CryptoCoin {
  const found = cryptoCoins.find((candidate) => candidate.symbol === symbol);
  if (!found) throw new Error(`no coin ${symbol}`);
  return found;
}

describe('crypto amounts', () => {
  it('shows the reference figures for a $700 order', () => {
    expect(cryptoAmountFor(coin('BTC'), 70000)).toBe('0.00725 BTC');
    expect(cryptoAmountFor(coin('ETH'), 70000)).toBe('0.125 ETH');
    expect(cryptoAmountFor(coin('USDC'), 70000)).toBe('714.00 USDC');
    expect(cryptoAmountFor(coin('USDT'), 70000)).toBe('714.00 USDT');
  });

  it('scales with the price at the $700 rate', () => {
    // 499 / 700 * 0.00725 = 0.0051682142..., 499 / 700 * 0.125 = 0.0891071428..., 499 * 1.02 = 508.98
    expect(cryptoAmountFor(coin('BTC'), 49900)).toBe('0.00516821 BTC');
    expect(cryptoAmountFor(coin('ETH'), 49900)).toBe('0.089107 ETH');
    expect(cryptoAmountFor(coin('USDC'), 49900)).toBe('508.98 USDC');
    expect(cryptoAmountFor(coin('USDT'), 4999)).toBe('50.99 USDT');
  });

  it('keeps at least five bitcoin decimals', () => {
    expect(cryptoAmountFor(coin('BTC'), 140000)).toBe('0.01450 BTC');
  });

  it('offers bitcoin, ethereum, usdc and usdt with demo addresses only', () => {
    expect(cryptoCoins.map((candidate) => candidate.id)).toEqual(['bitcoin', 'ethereum', 'usdc', 'usdt']);
    for (const candidate of cryptoCoins) expect(candidate.demoAddress).toMatch(/^DEMO-.*not-real$/);
  });
});
