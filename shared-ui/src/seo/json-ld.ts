/** schema.org data for search engines (JSON-LD). Builders take plain values and never fetch. */
export type JsonLd = Record<string, unknown>;

const context = 'https://schema.org';

export interface BreadcrumbItem {
  name: string;
  /** A path on this site, or an absolute URL. */
  path: string;
}

export const absoluteUrl = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);

export function organizationJsonLd({ name, siteUrl, email, phone, sameAs = [] }: { name: string; siteUrl: string; email?: string; phone?: string; sameAs?: string[] }): JsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    name,
    url: `${siteUrl}/`,
    ...(email ? { email } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function breadcrumbJsonLd(siteUrl: string, items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absoluteUrl(siteUrl, item.path) })),
  };
}

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  path: string;
  /** YYYY-MM-DD */
  datePublished: string;
  author: string;
  publisher: string;
  image?: string | null;
}

export function articleJsonLd(siteUrl: string, article: ArticleJsonLdInput): JsonLd {
  return {
    '@context': context,
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    mainEntityOfPage: absoluteUrl(siteUrl, article.path),
    datePublished: article.datePublished,
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: article.publisher, url: `${siteUrl}/` },
    ...(article.image ? { image: absoluteUrl(siteUrl, article.image) } : {}),
  };
}

export function faqPageJsonLd(questions: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };
}

export interface PricedOffer {
  /** In US dollars. */
  price: number;
  name?: string;
}

/** A course with its prices (exam prep packages, tutoring), offered by the organization. */
export function courseJsonLd({ name, description, provider, siteUrl, offers }: { name: string; description: string; provider: string; siteUrl: string; offers: readonly PricedOffer[] }): JsonLd {
  return {
    '@context': context,
    '@type': 'Course',
    name,
    description,
    provider: { '@type': 'Organization', name: provider, url: `${siteUrl}/` },
    offers: offers.map((offer) => ({ '@type': 'Offer', price: offer.price.toFixed(2), priceCurrency: 'USD', category: 'Paid', ...(offer.name ? { name: offer.name } : {}) })),
  };
}

/** A product with a price (study bundles, materials). */
export function productJsonLd({ name, description, brand, offers }: { name: string; description: string; brand: string; offers: readonly PricedOffer[] }): JsonLd {
  return {
    '@context': context,
    '@type': 'Product',
    name,
    description,
    brand: { '@type': 'Brand', name: brand },
    offers: offers.map((offer) => ({ '@type': 'Offer', price: offer.price.toFixed(2), priceCurrency: 'USD', ...(offer.name ? { name: offer.name } : {}) })),
  };
}
