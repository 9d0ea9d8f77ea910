import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SiteSettings } from '@nurseprep/contracts';
import { mailtoHref, telHref, whatsappChatUrl } from '@nurseprep/shared-ui';
import { footerLinkGroups, footerTagline, footerTexts, legalLinks } from '../data/footer-links';
import { socialNetworkLabels } from '../data/social-networks';
import { BrandMark } from './brand-mark';
import { SocialIcon } from './social-icon';

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};
  a {
    color: ${({ theme }) => theme.colors.footerText};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/* The last lines keep clear of the floating chat button: below it on narrow screens, beside it on wide ones. */
const CHAT_BUTTON_CLEARANCE = '88px';

const Inner = styled.div`
  max-width: calc(${({ theme }) => theme.layout.maxWidth} + 2 * ${({ theme }) => theme.space.md});
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md} ${CHAT_BUTTON_CLEARANCE}`};
  ${({ theme }) => theme.media.md} {
    padding-bottom: ${({ theme }) => theme.space.lg};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > :first-child {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.4fr repeat(3, minmax(0, 1fr));
    > :first-child {
      grid-column: auto;
    }
  }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.footerMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const GroupTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    display: inline-block;
    padding: 2px 0;
  }
`;

const SocialList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.footerMuted};
    border-radius: ${({ theme }) => theme.radii.pill};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.footerText};
    color: ${({ theme }) => theme.colors.footerBackground};
  }
`;

const ContactList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.footerMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.textMuted};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.md} {
    flex-direction: row-reverse;
    justify-content: space-between;
    align-items: center;
    padding-right: ${CHAT_BUTTON_CLEARANCE};
  }
  p {
    margin: 0;
  }
`;

const LegalList = styled(LinkList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

export interface SiteFooterProps {
  brandName: string;
  /** Absent while the site settings load: the footer then leaves out social and contact links. */
  settings: SiteSettings | undefined;
}

/** The footer on every page: social and contact links, the three link groups, the legal row and copyright. */
export function SiteFooter({ brandName, settings }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <Footer>
      <Inner>
        <Columns>
          <div>
            <Brand>
              <BrandMark />
              {brandName}
            </Brand>
            <Muted>{footerTagline}</Muted>
            {settings ? (
              <>
                <SocialList aria-label={footerTexts.socialListLabel}>
                  {settings.socialLinks.map((link) => (
                    <li key={link.network}>
                      <a
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${brandName} on ${socialNetworkLabels[link.network]}`}
                      >
                        <SocialIcon network={link.network} />
                      </a>
                    </li>
                  ))}
                </SocialList>
                <GroupTitle>{footerTexts.contactTitle}</GroupTitle>
                <ContactList>
                  <dt>{footerTexts.emailLabel}</dt>
                  <dd>
                    <a href={mailtoHref(settings.email)}>{settings.email}</a>
                  </dd>
                  <dt>{footerTexts.phoneLabel}</dt>
                  <dd>
                    <a href={telHref(settings.phone)}>{settings.phone}</a>
                  </dd>
                  <dt>{footerTexts.whatsappLabel}</dt>
                  <dd>
                    <a href={whatsappChatUrl(settings.whatsappNumber)} target="_blank" rel="noopener noreferrer">
                      {footerTexts.whatsappLink}
                    </a>
                  </dd>
                </ContactList>
              </>
            ) : null}
          </div>
          {footerLinkGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <GroupTitle>{group.title}</GroupTitle>
              <LinkList>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path}>{link.label}</Link>
                  </li>
                ))}
              </LinkList>
            </nav>
          ))}
        </Columns>
        <Bottom>
          <nav aria-label={footerTexts.legalLabel}>
            <LegalList>
              {legalLinks.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
            </LegalList>
          </nav>
          <p>{`© ${year} ${brandName}. ${footerTexts.rightsReserved}`}</p>
        </Bottom>
      </Inner>
    </Footer>
  );
}
