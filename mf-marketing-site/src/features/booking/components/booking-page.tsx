import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, PageHeader } from '@nurseprep/shared-ui';
import { ContactChannels } from '../../../components/contact-channels';
import { ContactQuickLinks } from '../../../components/contact-quick-links';
import { FeatureCards } from '../../../components/feature-cards';
import { PageSection } from '../../../components/page-section';
import { pageIntros } from '../../../data/page-intros';
import { bookingTexts as texts } from '../data/booking-texts';
import { bookingPrefillFrom } from '../lib/booking-prefill';
import { ServiceRequestForm } from './service-request-form';

const FormCard = styled(Card)`
  max-width: 52rem;
  margin-top: ${({ theme }) => theme.space.lg};
`;

const QuickContact = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** /booking: the service request form, prefilled from ?service=&exam=&school=&tutor=, and the direct ways to reach us. */
export function BookingPage() {
  const [search] = useSearchParams();
  const query = search.toString();
  const prefill = useMemo(() => bookingPrefillFrom(new URLSearchParams(query)), [query]);

  return (
    <>
      <PageHeader {...pageIntros.booking}>
        <QuickContact>{texts.directContact.lead}</QuickContact>
        <ContactQuickLinks label={texts.directContact.heading} />
      </PageHeader>
      <PageSection id="booking-form-heading" heading={texts.form.heading}>
        <FormCard>
          <CardHeader>
            <CardDescription>{texts.form.lead}</CardDescription>
          </CardHeader>
          <CardContent>
            {/* A new link (new query) starts a new form with its own prefill. */}
            <ServiceRequestForm key={query} prefill={prefill} />
          </CardContent>
        </FormCard>
      </PageSection>
      <PageSection id="booking-channels-heading" heading={texts.channels.heading} lead={texts.channels.lead} tone="surface">
        <Spaced>
          <ContactChannels />
        </Spaced>
      </PageSection>
      <PageSection id="booking-next-heading" heading={texts.reassurance.heading}>
        <FeatureCards cards={texts.reassurance.cards} />
      </PageSection>
    </>
  );
}
