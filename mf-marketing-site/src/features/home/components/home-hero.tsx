import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight, ButtonLink, Container, useDocumentTitle } from '@nurseprep/shared-ui';
import { pageIntros } from '../../../data/page-intros';
import { homeTexts } from '../data/home-texts';

const texts = homeTexts.hero;

const Hero = styled.header`
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.surfaceAlt} 0%, ${({ theme }) => theme.colors.background} 100%);
  padding-block: ${({ theme }) => theme.space.xxl};
  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xxxl};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.h1`
  margin: 0;
  max-width: 20ch;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Lead = styled.p`
  max-width: 60ch;
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.sm} {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Claims = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  div { display: flex; flex-direction: column-reverse; justify-content: flex-end; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

// Shown only on small screens (CSS, so the server and the first render agree).
const MobileBanner = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.secondaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a { color: inherit; font-weight: ${({ theme }) => theme.fontWeights.semibold}; display: inline-flex; align-items: center; gap: 4px; min-height: 24px; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.background}; outline-offset: 2px; }
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** The home hero: the page's h1, the three ways in, its claims and a small-screen banner. */
export function HomeHero() {
  useDocumentTitle(pageIntros.home.documentTitle);
  return (
    <Hero>
      <Container>
        <MobileBanner>
          <span>{texts.mobileBanner.text}</span>
          <Link to={texts.mobileBanner.href}>
            {texts.mobileBanner.link}
            <ArrowRight aria-hidden="true" size={16} />
          </Link>
        </MobileBanner>
        <Eyebrow>{texts.eyebrow}</Eyebrow>
        <Title>{pageIntros.home.title}</Title>
        <Lead>{pageIntros.home.lead}</Lead>
        <Actions>
          {texts.actions.map((action) => (
            <ButtonLink key={action.href} href={action.href} variant={action.variant} size="lg">
              {action.label}
            </ButtonLink>
          ))}
        </Actions>
        <Claims>
          {texts.claims.map((claim) => (
            <div key={claim.label}>
              <dt>{claim.label}</dt>
              <dd>{claim.value}</dd>
            </div>
          ))}
        </Claims>
      </Container>
    </Hero>
  );
}
