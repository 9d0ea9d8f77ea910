import { useId } from 'react';
import styled from 'styled-components';
import { formatOfferPrice, type Offer } from '@nurseprep/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, Check } from '@nurseprep/shared-ui';
import { checkoutContent } from '../data/checkout-content';

const copy = checkoutContent.summary;

const OfferName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const IncludedHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const IncludedList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What the visitor is buying: a landmark region named "Order Summary". */
export function OrderSummary({ offer, className }: { offer: Offer; className?: string }) {
  const headingId = useId();
  const price = formatOfferPrice(offer);
  return (
    <Card as="section" aria-labelledby={headingId} className={className}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {copy.heading}
        </CardTitle>
        <div>
          <Badge variant="outline">{offer.category}</Badge>
        </div>
      </CardHeader>
      <CardContent>
        <OfferName>{offer.name}</OfferName>
        <CardDescription>{offer.description}</CardDescription>
        <IncludedHeading>{copy.includedHeading}</IncludedHeading>
        <IncludedList>
          {offer.included.map((line) => (
            <li key={line}>
              <Check aria-hidden="true" size={16} />
              <span>{line}</span>
            </li>
          ))}
        </IncludedList>
        <Total>
          <span>{copy.total}</span>
          <span>{price}</span>
        </Total>
        {offer.unit === 'per-hour' ? <Note>{copy.perHourNote}</Note> : null}
      </CardContent>
    </Card>
  );
}
