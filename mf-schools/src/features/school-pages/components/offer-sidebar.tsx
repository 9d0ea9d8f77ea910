import styled from 'styled-components';
import { findOffer, formatOfferPrice, type Offer } from '@nurseprep/contracts';
import { ButtonLink, Card, CardContent, CardDescription, CardHeader, CardTitle, Check, Mail } from '@nurseprep/shared-ui';
import type { SidebarOffers } from '../data/school-page-types';
import { schoolPageTexts as texts } from '../data/school-page-texts';

// Sticky only beside the content (lg and up), below the site header (two rows from lg to xl, one from xl).
const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-self: start;
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.xxl} + ${({ theme }) => theme.space.md});
  }
  ${({ theme }) => theme.media.xl} {
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  }
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Included = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: flex-start; }
  svg { flex-shrink: 0; margin-top: 3px; color: ${({ theme }) => theme.colors.success}; }
`;

function OfferCard({ offer, headingId }: { offer: Offer; headingId: string }) {
  return (
    <Card aria-labelledby={headingId} role="group">
      <CardHeader>
        <CardTitle id={headingId}>{offer.name}</CardTitle>
        <CardDescription>{offer.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Price>{formatOfferPrice(offer)}</Price>
        <Included>
          {offer.included.map((item) => (
            <li key={item}>
              <Check aria-hidden="true" size={16} />
              <span>{item}</span>
            </li>
          ))}
        </Included>
        <ButtonLink href={texts.paymentHref(offer.id)} $fullWidth>
          {texts.offerAction(offer)}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

/** The bundle and hourly tutoring of the school (prices from the catalogue in contracts) and the advisor link. */
export function OfferSidebar({ sidebar }: { sidebar: SidebarOffers }) {
  const offers = [findOffer(sidebar.bundleOfferId), findOffer(sidebar.tutoringOfferId)].filter((offer): offer is Offer => offer !== undefined);
  return (
    <Aside aria-labelledby="school-offers-heading">
      <h2 id="school-offers-heading">{sidebar.heading}</h2>
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} headingId={`offer-${offer.id}`} />
      ))}
      <Card>
        <CardContent>
          <p>{sidebar.advisorText}</p>
          <ButtonLink href={texts.advisorHref} variant="outline" $fullWidth>
            <Mail aria-hidden="true" />
            {sidebar.advisorLabel}
          </ButtonLink>
        </CardContent>
      </Card>
    </Aside>
  );
}
