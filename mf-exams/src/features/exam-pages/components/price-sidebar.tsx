import styled from 'styled-components';
import { findOffer, formatOfferPrice, type Offer } from '@nurseprep/contracts';
import { Badge, ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Check } from '@nurseprep/shared-ui';
import { uiTexts } from '../../../data/ui-texts';
import { checkoutHref, tutoringBookingHref } from '../../../lib/booking-href';
import type { PriceOfferIds } from '../data/types';

const priceTexts = uiTexts.prices;

/** The offer with this id; a missing id is a programming error caught by the page tests. */
export function requireOffer(id: string): Offer {
  const offer = findOffer(id);
  if (!offer) throw new Error(`No offer "${id}" in the catalogue (contracts/src/catalogue.ts)`);
  return offer;
}

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  }
  h2 { margin: 0; }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Included = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: flex-start; }
  svg { flex: none; margin-top: 0.2em; color: ${({ theme }) => theme.colors.success}; }
`;

const Highlighted = styled(Card)`
  border: 2px solid ${({ theme }) => theme.colors.primary};
`;

interface PriceCardProps {
  offer: Offer;
  action: { label: string; href: string };
  highlighted?: boolean;
}

function PriceCard({ offer, action, highlighted = false }: PriceCardProps) {
  const Frame = highlighted ? Highlighted : Card;
  return (
    <Frame as="li">
      <CardHeader>
        {highlighted ? (
          <div>
            <Badge>{priceTexts.mostPopular}</Badge>
          </div>
        ) : null}
        <CardTitle>{offer.name}</CardTitle>
        <Price>{formatOfferPrice(offer)}</Price>
        <CardDescription>{offer.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Included>
          {offer.included.map((line) => (
            <li key={line}>
              <Check aria-hidden="true" size={16} />
              <span>{line}</span>
            </li>
          ))}
        </Included>
      </CardContent>
      <CardFooter>
        <ButtonLink href={action.href} variant={highlighted ? 'primary' : 'outline'} $fullWidth aria-label={priceTexts.actionName(action.label, offer.name, formatOfferPrice(offer))}>
          {action.label}
        </ButtonLink>
      </CardFooter>
    </Frame>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The three prices of an exam: self-study and premium to the checkout, tutoring to the booking form. */
export function PriceSidebar({ offers, heading, bookingExam }: { offers: PriceOfferIds; heading: string; bookingExam: string }) {
  const selfStudy = requireOffer(offers.selfStudy);
  const premium = requireOffer(offers.premium);
  const tutoring = requireOffer(offers.tutoring);
  return (
    <Aside id="packages" aria-labelledby="packages-heading">
      <h2 id="packages-heading">{heading}</h2>
      <List>
        <PriceCard offer={selfStudy} action={{ label: priceTexts.getStarted, href: checkoutHref(selfStudy.id) }} />
        <PriceCard offer={premium} action={{ label: priceTexts.choosePremium, href: checkoutHref(premium.id) }} highlighted />
        <PriceCard offer={tutoring} action={{ label: priceTexts.bookTutor, href: tutoringBookingHref(bookingExam) }} />
      </List>
    </Aside>
  );
}
