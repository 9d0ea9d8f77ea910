import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, mailtoHref, telHref, useSiteConfig, whatsappChatUrl } from '@nurseprep/shared-ui';
import { contactChannelTexts as texts } from '../data/contact-texts';
import { FeatureIcon } from './feature-icon';

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr)); }
`;

const ChannelLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Hours = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Email, phone and WhatsApp from the site settings, and (optionally) the business hours. */
export function ContactChannels({ withHours = false }: { withHours?: boolean }) {
  const settings = useSiteConfig().data?.settings;
  if (!settings) return null;
  return (
    <Grid $columns={withHours ? 4 : 3}>
      <Card as="li">
        <CardHeader>
          <FeatureIcon name="phone" />
          <CardTitle>{texts.phone.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <CardDescription>{texts.phone.description}</CardDescription>
          <ChannelLink href={telHref(settings.phone)} aria-label={texts.phone.label(settings.phone)}>
            {settings.phone}
          </ChannelLink>
        </CardContent>
      </Card>
      <Card as="li">
        <CardHeader>
          <FeatureIcon name="chat" />
          <CardTitle>{texts.whatsapp.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <CardDescription>{texts.whatsapp.description}</CardDescription>
          <ChannelLink href={whatsappChatUrl(settings.whatsappNumber, texts.whatsapp.greeting)} target="_blank" rel="noopener noreferrer">
            {texts.whatsapp.label}
          </ChannelLink>
        </CardContent>
      </Card>
      <Card as="li">
        <CardHeader>
          <FeatureIcon name="mail" />
          <CardTitle>{texts.email.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <CardDescription>{texts.email.description}</CardDescription>
          <ChannelLink href={mailtoHref(settings.email)} aria-label={texts.email.label(settings.email)}>
            {settings.email}
          </ChannelLink>
        </CardContent>
      </Card>
      {withHours ? (
        <Card as="li">
          <CardHeader>
            <FeatureIcon name="clock" />
            <CardTitle>{texts.hours.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <Hours>
              {texts.hours.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Hours>
          </CardContent>
        </Card>
      ) : null}
    </Grid>
  );
}
