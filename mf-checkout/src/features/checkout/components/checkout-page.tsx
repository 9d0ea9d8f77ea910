import styled from 'styled-components';
import { ArrowLeft, Badge, ButtonLink, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, PageHeader } from '@nurseprep/shared-ui';
import { checkoutContent } from '../data/checkout-content';
import { useCheckoutOffer } from '../hooks/use-checkout-offer';
import { useDemoPayment } from '../hooks/use-demo-payment';
import { DemoSuccessView } from './demo-success-view';
import { OrderSummary } from './order-summary';
import { PaymentMethodTabs } from './payment-method-tabs';

const Body = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Back = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

// The summary comes first in reading order (what you buy, then how to pay); wide screens put it on the right.
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;
    & > :first-child {
      grid-column: 2;
      grid-row: 1;
    }
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /payment: the demo checkout for `?package=<id>` (default: the $700 premium package). */
export function CheckoutPage() {
  const offer = useCheckoutOffer();
  const { status, completeDemoPayment } = useDemoPayment();
  const isComplete = status === 'complete';

  return (
    <>
      <PageHeader
        title={isComplete ? checkoutContent.success.title : checkoutContent.title}
        documentTitle={checkoutContent.documentTitle}
        lead={checkoutContent.lead}
      />
      <Body>
        {isComplete ? (
          <DemoSuccessView offer={offer} />
        ) : (
          <>
            <Back>
              <ButtonLink href="/" variant="ghost" size="sm">
                <ArrowLeft aria-hidden="true" />
                {checkoutContent.backLabel}
              </ButtonLink>
            </Back>
            <Layout>
              <OrderSummary offer={offer} />
              <Card>
                <CardHeader>
                  <TitleRow>
                    <CardTitle as="h2">{checkoutContent.paymentHeading}</CardTitle>
                    <Badge variant="warning">{checkoutContent.demoBadge}</Badge>
                  </TitleRow>
                  <CardDescription>{checkoutContent.demoNotice}</CardDescription>
                </CardHeader>
                <CardContent>
                  <PaymentMethodTabs offer={offer} onPay={completeDemoPayment} />
                </CardContent>
              </Card>
            </Layout>
          </>
        )}
      </Body>
    </>
  );
}
