import { findOffer, formatOfferPrice, offers, studyMaterialCategories } from './catalogue';
import { studyMaterialCards } from './study-materials';
import { tutoringOptions } from './tutoring';

describe('study material cards', () => {
  it('has one card for every study-material offer, each with its published price and a filter category', () => {
    const materialOffers = offers.filter((offer) => offer.group === 'study-material');
    expect(materialOffers).toEqual(studyMaterialCards.map((card) => card.offer));
    const prices = studyMaterialCards.map((card) => formatOfferPrice(findOffer(card.offer.id)!));
    expect(prices).toEqual(['$49.99', '$79.99', '$129.99', '$39.99', '$89.99', '$59.99']);
    for (const card of studyMaterialCards) {
      expect(studyMaterialCategories).toContain(card.offer.category);
      expect(card.rating).toBeGreaterThanOrEqual(4.6);
      expect(card.rating).toBeLessThanOrEqual(4.9);
    }
  });
});

describe('tutoring options', () => {
  it('reads one price per option, with $180-$350 for the 4-session package', () => {
    expect(tutoringOptions.map((option) => `${option.title}: ${option.price} ${option.unit}`)).toEqual([
      'One-on-One Tutoring: $50-$100 per hour',
      'Small Group Sessions: $30-$40 per person per hour',
      'Exam Prep Package: $180-$350 for 4 sessions',
    ]);
  });
});
