import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { Offer } from '@nurseprep/contracts';
import { ButtonLink, CheckCircle } from '@nurseprep/shared-ui';
import { checkoutContent } from '../data/checkout-content';
import { OrderSummary } from './order-summary';

const copy = checkoutContent.success;

const Layout = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 640px;
  margin: 0 auto;
  text-align: center;
`;

const Heading = styled.h2`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};

  svg { color: ${({ theme }) => theme.colors.success}; }
  &:focus { outline: none; }
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Summary = styled(OrderSummary)`
  text-align: start;
`;

/** After any pay or verify action: the order summary again and the way home. */
export function DemoSuccessView({ offer }: { offer: Offer }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The pay button that had focus is gone: start reading from the confirmation.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Layout aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        <CheckCircle aria-hidden="true" size={48} />
        {copy.heading}
      </Heading>
      <Message>{copy.message}</Message>
      <Summary offer={offer} />
      <div>
        <ButtonLink href="/" size="lg">
          {copy.homeLabel}
        </ButtonLink>
      </div>
    </Layout>
  );
}
