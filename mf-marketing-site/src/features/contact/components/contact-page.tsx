import styled from 'styled-components';
import { Card, CardContent, faqPageJsonLd, PageHeader } from '@nurseprep/shared-ui';
import { ContactChannels } from '../../../components/contact-channels';
import { DisclosureList } from '../../../components/disclosure-list';
import { InquiryForm } from '../../../components/inquiry-form';
import { PageSection } from '../../../components/page-section';
import { pageIntros } from '../../../data/page-intros';
import { contactPageTexts as texts } from '../data/contact-page-texts';

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const FormCard = styled(Card)`
  max-width: 48rem;
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Narrow = styled.div`
  max-width: 48rem;
`;

/** /contact: how to reach us, the message form and the frequently asked questions. */
export function ContactPage() {
  return (
    <>
      <PageHeader {...pageIntros.contact} jsonLd={faqPageJsonLd(texts.faq.items)} />
      <PageSection id="contact-details-heading" heading={texts.details.heading} lead={texts.details.lead}>
        <Spaced>
          <ContactChannels withHours />
        </Spaced>
      </PageSection>
      <PageSection id="contact-form-heading" heading={texts.form.heading} lead={texts.form.lead} tone="surface">
        <FormCard>
          <CardContent>
            <InquiryForm source="contact" path="/contact" />
          </CardContent>
        </FormCard>
      </PageSection>
      <PageSection id="faq-heading" heading={texts.faq.heading}>
        <Narrow>
          <DisclosureList items={texts.faq.items} />
        </Narrow>
      </PageSection>
    </>
  );
}
