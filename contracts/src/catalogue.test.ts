import {
  defaultOffer,
  findOffer,
  formatOfferPrice,
  formatUsd,
  offers,
  studyMaterialCategories,
} from './catalogue';
import { offerListSchema } from './catalogue-schema';

function priceOf(id: string): string | undefined {
  const offer = findOffer(id);
  return offer ? formatOfferPrice(offer) : undefined;
}

describe('offer catalogue', () => {
  it('passes its own schema', () => {
    expect(offerListSchema.safeParse(offers).success).toBe(true);
  });

  it('gives every offer a unique id', () => {
    const ids = offers.map((offer) => offer.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('defaults to the fixed checkout order: the premium package at $700', () => {
    expect(defaultOffer.id).toBe('premium-package');
    expect(defaultOffer.priceCents).toBe(70000);
    expect(findOffer('premium-package')).toBe(defaultOffer);
  });

  it('finds an offer by id and nothing for an unknown or missing id', () => {
    expect(findOffer('gre-premium')?.name).toBe('GRE Premium Package');
    expect(findOffer('no-such-package')).toBeUndefined();
    expect(findOffer('')).toBeUndefined();
    expect(findOffer(null)).toBeUndefined();
    expect(findOffer(undefined)).toBeUndefined();
  });

  it('holds the published exam prep prices', () => {
    expect(['ati-self-study', 'ati-premium', 'ati-tutoring'].map(priceOf)).toEqual(['$350', '$700', '$65/hour']);
    expect(['gre-self-study', 'gre-premium', 'gre-tutoring'].map(priceOf)).toEqual(['$250', '$499', '$75/hour']);
    expect(['kaplan-self-study', 'kaplan-premium', 'kaplan-tutoring'].map(priceOf)).toEqual(['$275', '$525', '$70/hour']);
    expect(['cna-self-study', 'cna-premium', 'cna-tutoring'].map(priceOf)).toEqual(['$250', '$450', '$60/hour']);
  });

  it('includes the tutoring sessions of each premium package', () => {
    for (const id of ['ati-premium', 'gre-premium', 'kaplan-premium']) {
      expect(findOffer(id)?.included).toContain('4 one-on-one tutoring sessions');
    }
    expect(findOffer('cna-premium')?.included).toContain('3 clinical skills sessions');
  });

  it('holds the published school prices', () => {
    expect(['grand-canyon-study-bundle', 'grand-canyon-tutoring'].map(priceOf)).toEqual(['$129', '$65/hour']);
    expect(['phoenix-online-success-package', 'phoenix-tutoring'].map(priceOf)).toEqual(['$119', '$65/hour']);
    expect(['chatham-comprehensive-package', 'chatham-tutoring'].map(priceOf)).toEqual(['$139', '$70/hour']);
  });

  it('holds the six home page study materials at their prices, each in a home page category', () => {
    const materials = offers.filter((offer) => offer.group === 'study-material');
    expect(materials.map((offer) => formatOfferPrice(offer))).toEqual(['$49.99', '$79.99', '$129.99', '$39.99', '$89.99', '$59.99']);
    for (const material of materials) {
      expect(studyMaterialCategories).toContain(material.category);
    }
  });

  it('prices hourly offers for one hour and everything else once', () => {
    const hourly = offers.filter((offer) => offer.unit === 'per-hour').map((offer) => offer.id);
    expect(hourly.every((id) => id.endsWith('-tutoring'))).toBe(true);
    expect(hourly).toHaveLength(7);
  });

  it('formats dollars with cents only when there are some', () => {
    expect(formatUsd(70000)).toBe('$700');
    expect(formatUsd(4999)).toBe('$49.99');
    expect(formatUsd(71400)).toBe('$714');
    expect(formatUsd(123456)).toBe('$1,234.56');
  });
});
