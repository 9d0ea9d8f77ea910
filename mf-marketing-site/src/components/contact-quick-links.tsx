import styled from 'styled-components';
import { ButtonLink, Mail, MessageCircle, Phone, mailtoHref, telHref, useSiteConfig, whatsappChatUrl } from '@nurseprep/shared-ui';
import { contactChannelTexts as texts } from '../data/contact-texts';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  padding: 0;
  list-style: none;
`;

/** Email, phone and WhatsApp as one row of small links (the booking page's direct contact block). */
export function ContactQuickLinks({ label }: { label: string }) {
  const settings = useSiteConfig().data?.settings;
  if (!settings) return null;
  return (
    <Row aria-label={label}>
      <li>
        <ButtonLink href={mailtoHref(settings.email)} variant="outline" size="sm">
          <Mail aria-hidden="true" />
          {settings.email}
        </ButtonLink>
      </li>
      <li>
        <ButtonLink href={telHref(settings.phone)} variant="outline" size="sm">
          <Phone aria-hidden="true" />
          {settings.phone}
        </ButtonLink>
      </li>
      <li>
        <ButtonLink href={whatsappChatUrl(settings.whatsappNumber, texts.whatsapp.greeting)} target="_blank" variant="outline" size="sm">
          <MessageCircle aria-hidden="true" />
          {texts.whatsapp.title}
        </ButtonLink>
      </li>
    </Row>
  );
}
