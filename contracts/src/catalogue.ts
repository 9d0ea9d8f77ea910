import type { Offer } from './catalogue-schema';
import { formatDecimal } from './number-and-date-text';
import { studyMaterialOffers } from './study-materials';

/**
 * Every priced offer of the product, in one place: the exam pages' price sidebars, the school
 * pages' bundles, the home page's study materials and the checkout all read prices from here.
 * Checkout links name an offer by id: `/payment?package=<id>`.
 *
 * This file imports no zod at run time (the schema is in catalogue-schema.ts): a page that only shows prices,
 * such as /payment, then never downloads zod (about 56 KB of gzipped JavaScript).
 */

export const offerUnits = ['one-time', 'per-hour'] as const;
export type OfferUnit = (typeof offerUnits)[number];

export const offerGroups = ['exam-prep', 'school', 'study-material'] as const;
export type OfferGroup = (typeof offerGroups)[number];

/** The home page's study-material filter categories. */
export const studyMaterialCategories = ['TEAS', 'HESI', 'NCLEX', 'Science', 'Coursework'] as const;

/** The fixed checkout order: the premium package at $700, shown when no known package is chosen. */
export const defaultOffer: Offer = {
  id: 'premium-package',
  name: 'Premium Exam Prep Package',
  description: 'Complete exam preparation with premium study materials and one-on-one tutoring.',
  priceCents: 70000,
  unit: 'one-time',
  included: [
    'Full premium study materials for your exam',
    '4 one-on-one tutoring sessions',
    'Full-length practice exams with explanations',
    'Personalized study plan',
  ],
  group: 'exam-prep',
  category: 'All exams',
};

export const offers: readonly Offer[] = [
  defaultOffer,

  // ATI
  {
    id: 'ati-self-study',
    name: 'ATI Self-Study Package',
    description: 'Study guides and practice tests to prepare for your ATI exam at your own pace.',
    priceCents: 35000,
    unit: 'one-time',
    included: ['ATI study guides', 'Practice tests with answer explanations', 'Test-taking strategies'],
    group: 'exam-prep',
    category: 'ATI',
  },
  {
    id: 'ati-premium',
    name: 'ATI Premium Package',
    description: 'Everything in self-study plus four one-on-one tutoring sessions with an ATI expert.',
    priceCents: 70000,
    unit: 'one-time',
    included: ['Everything in the ATI Self-Study Package', '4 one-on-one tutoring sessions', 'Personalized study plan'],
    group: 'exam-prep',
    category: 'ATI',
  },
  {
    id: 'ati-tutoring',
    name: 'ATI Tutoring',
    description: 'One-on-one tutoring for the ATI exam, booked by the hour.',
    priceCents: 6500,
    unit: 'per-hour',
    included: ['One hour of one-on-one tutoring', 'Focus on your weakest content areas'],
    group: 'exam-prep',
    category: 'ATI',
  },

  // GRE
  {
    id: 'gre-self-study',
    name: 'GRE Self-Study Package',
    description: 'GRE study guides and practice tests for nursing graduate-program applicants.',
    priceCents: 25000,
    unit: 'one-time',
    included: ['GRE study guides', 'Verbal, quantitative and writing practice', 'Full-length practice tests'],
    group: 'exam-prep',
    category: 'GRE',
  },
  {
    id: 'gre-premium',
    name: 'GRE Premium Package',
    description: 'Everything in self-study plus four one-on-one tutoring sessions with a GRE tutor.',
    priceCents: 49900,
    unit: 'one-time',
    included: ['Everything in the GRE Self-Study Package', '4 one-on-one tutoring sessions', 'Essay feedback'],
    group: 'exam-prep',
    category: 'GRE',
  },
  {
    id: 'gre-tutoring',
    name: 'GRE Tutoring',
    description: 'One-on-one GRE tutoring, booked by the hour.',
    priceCents: 7500,
    unit: 'per-hour',
    included: ['One hour of one-on-one tutoring', 'Verbal, quantitative or writing focus'],
    group: 'exam-prep',
    category: 'GRE',
  },

  // Kaplan
  {
    id: 'kaplan-self-study',
    name: 'Kaplan Self-Study Package',
    description: 'Study guides and practice tests for the Kaplan nursing admission and integrated tests.',
    priceCents: 27500,
    unit: 'one-time',
    included: ['Kaplan study guides', 'Practice tests with answer explanations', 'Test-taking strategies'],
    group: 'exam-prep',
    category: 'Kaplan',
  },
  {
    id: 'kaplan-premium',
    name: 'Kaplan Premium Package',
    description: 'Everything in self-study plus four one-on-one tutoring sessions with a Kaplan tutor.',
    priceCents: 52500,
    unit: 'one-time',
    included: ['Everything in the Kaplan Self-Study Package', '4 one-on-one tutoring sessions', 'Personalized study plan'],
    group: 'exam-prep',
    category: 'Kaplan',
  },
  {
    id: 'kaplan-tutoring',
    name: 'Kaplan Tutoring',
    description: 'One-on-one Kaplan exam tutoring, booked by the hour.',
    priceCents: 7000,
    unit: 'per-hour',
    included: ['One hour of one-on-one tutoring', 'Focus on your weakest content areas'],
    group: 'exam-prep',
    category: 'Kaplan',
  },

  // CNA
  {
    id: 'cna-self-study',
    name: 'CNA Self-Study Package',
    description: 'Written-exam study guides and skills checklists for the CNA certification exam.',
    priceCents: 25000,
    unit: 'one-time',
    included: ['CNA written-exam study guides', 'Clinical skills checklists', 'Practice tests'],
    group: 'exam-prep',
    category: 'CNA',
  },
  {
    id: 'cna-premium',
    name: 'CNA Premium Package',
    description: 'Everything in self-study plus three clinical skills sessions with a CNA instructor.',
    priceCents: 45000,
    unit: 'one-time',
    included: ['Everything in the CNA Self-Study Package', '3 clinical skills sessions', 'Skills exam walkthrough'],
    group: 'exam-prep',
    category: 'CNA',
  },
  {
    id: 'cna-tutoring',
    name: 'CNA Tutoring',
    description: 'One-on-one CNA written-exam or skills tutoring, booked by the hour.',
    priceCents: 6000,
    unit: 'per-hour',
    included: ['One hour of one-on-one tutoring', 'Written exam or clinical skills focus'],
    group: 'exam-prep',
    category: 'CNA',
  },

  // Schools
  {
    id: 'grand-canyon-study-bundle',
    name: 'Grand Canyon Study Bundle',
    description: 'Study materials matched to Grand Canyon University nursing courses.',
    priceCents: 12900,
    unit: 'one-time',
    included: ['Course study guides for NUR-300, NUR-318 and NUR-432', 'Clinical preparation checklists', 'Practice questions'],
    group: 'school',
    category: 'Grand Canyon',
  },
  {
    id: 'grand-canyon-tutoring',
    name: 'Grand Canyon Tutoring',
    description: 'One-on-one tutoring for Grand Canyon University nursing courses, booked by the hour.',
    priceCents: 6500,
    unit: 'per-hour',
    included: ['One hour of one-on-one tutoring', 'Help with your current Grand Canyon course'],
    group: 'school',
    category: 'Grand Canyon',
  },
  {
    id: 'phoenix-online-success-package',
    name: 'Phoenix Online Success Package',
    description: 'Study materials for University of Phoenix online nursing courses.',
    priceCents: 11900,
    unit: 'one-time',
    included: ['Course study guides for NUR/427, NUR/518 and NUR/550', 'Practical skills resources', 'Practice questions'],
    group: 'school',
    category: 'Phoenix',
  },
  {
    id: 'phoenix-tutoring',
    name: 'Phoenix Tutoring',
    description: 'One-on-one tutoring for University of Phoenix nursing courses, booked by the hour.',
    priceCents: 6500,
    unit: 'per-hour',
    included: ['One hour of one-on-one tutoring', 'Help with your current Phoenix course'],
    group: 'school',
    category: 'Phoenix',
  },
  {
    id: 'chatham-comprehensive-package',
    name: 'Chatham Comprehensive Package',
    description: 'Study materials and capstone support for Chatham University nursing courses.',
    priceCents: 13900,
    unit: 'one-time',
    included: ['Course study guides for NUR 403, NUR 455 and NUR 523', 'Capstone project resources', 'Practice questions'],
    group: 'school',
    category: 'Chatham',
  },
  {
    id: 'chatham-tutoring',
    name: 'Chatham Tutoring',
    description: 'One-on-one tutoring for Chatham University nursing courses, booked by the hour.',
    priceCents: 7000,
    unit: 'per-hour',
    included: ['One hour of one-on-one tutoring', 'Help with your current Chatham course'],
    group: 'school',
    category: 'Chatham',
  },

  // Study materials (the home page's cards, defined with their card data in study-materials.ts)
  ...studyMaterialOffers,
];

/** The offer with this id, or undefined for an unknown or missing id. */
export function findOffer(id: string | null | undefined): Offer | undefined {
  if (!id) return undefined;
  return offers.find((offer) => offer.id === id);
}

/** US dollars for whole cents: "$700", "$49.99", "$1,000" (cents shown only when there are some). */
export function formatUsd(cents: number): string {
  const decimals = cents % 100 !== 0 ? 2 : 0;
  return `${cents < 0 ? '-' : ''}$${formatDecimal(Math.abs(cents) / 100, decimals, decimals)}`;
}

/** An offer's price as shown on price cards: "$700", "$65/hour". */
export function formatOfferPrice(offer: Pick<Offer, 'priceCents' | 'unit'>): string {
  const price = formatUsd(offer.priceCents);
  switch (offer.unit) {
    case 'one-time':
      return price;
    case 'per-hour':
      return `${price}/hour`;
    default:
      return offer.unit satisfies never;
  }
}
