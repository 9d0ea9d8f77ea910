import styled from 'styled-components';
import type { School } from '@nurseprep/contracts';
import { ArrowRight, ButtonLink, Card, CheckCircle } from '@nurseprep/shared-ui';
import { directoryTexts as texts } from '../data/directory-texts';

// Colours come from the school's entry in contracts (white text on each header and button colour is AA).
const Header = styled.div<{ $background: string; $color: string }>`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: inherit;
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
  flex: 1;
  align-content: start;
`;

const Feature = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  svg { flex-shrink: 0; margin-top: 2px; }
`;

// The shared button in the school's colour (white text on it is AA); hover darkens it, focus keeps the site's ring.
const Footer = styled.div<{ $button: string }>`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  && > a {
    background: ${({ $button }) => $button};
    border-color: ${({ $button }) => $button};
    color: #ffffff;
  }
  && > a:hover {
    filter: brightness(0.85);
  }
`;

/** A directory card: the school's name in its colours, four features and the link to its page. */
export function SchoolCard({ school }: { school: School }) {
  const headingId = `school-${school.slug}-name`;
  return (
    <Card as="li">
      <Header $background={school.headerColor} $color={school.textColor}>
        <Name id={headingId}>{school.name}</Name>
      </Header>
      <Features aria-label={texts.featuresLabel(school.name)}>
        {school.features.map((feature) => (
          <Feature key={feature}>
            <CheckCircle size={18} color={school.iconColor} aria-hidden="true" />
            <span>{feature}</span>
          </Feature>
        ))}
      </Features>
      <Footer $button={school.buttonColor}>
        <ButtonLink href={`/schools/${school.slug}`} $fullWidth aria-label={texts.viewResourcesFor(school.name)}>
          {texts.viewResources}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </Footer>
    </Card>
  );
}
