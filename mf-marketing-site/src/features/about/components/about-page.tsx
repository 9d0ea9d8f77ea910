import styled from 'styled-components';
import { Badge, Card, CardContent, Container, PageHeader, Section, Stethoscope } from '@nurseprep/shared-ui';
import { CtaBand } from '../../../components/cta-band';
import { FeatureCards } from '../../../components/feature-cards';
import { HeroActions } from '../../../components/hero-actions';
import { PageSection } from '../../../components/page-section';
import { pageIntros } from '../../../data/page-intros';
import { aboutTexts as texts } from '../data/about-texts';

const Profile = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 12rem minmax(0, 1fr);
  }
`;

const Portrait = styled.div`
  display: grid;
  place-items: center;
  min-height: 10rem;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  ${({ theme }) => theme.media.md} {
    border-radius: ${({ theme }) => `${theme.radii.lg} 0 0 ${theme.radii.lg}`};
  }
`;

const Role = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding: 0;
  list-style: none;
`;

/** /about: who is behind the site, what they know, and why students choose it. */
export function AboutPage() {
  return (
    <>
      <PageHeader {...pageIntros.about}>
        <HeroActions actions={texts.heroActions} />
      </PageHeader>
      <Section aria-labelledby="founder-heading">
        <Container>
          <h2 id="founder-heading">{texts.founder.heading}</h2>
          <Profile as="article" aria-labelledby="founder-name">
            <Portrait aria-hidden="true">
              <Stethoscope size={64} />
            </Portrait>
            <CardContent>
              <h3 id="founder-name">{texts.founder.name}</h3>
              <Role>{texts.founder.role}</Role>
              {texts.founder.bio.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
              <Badges aria-label={texts.founder.badgesLabel}>
                {texts.founder.badges.map((badge) => (
                  <li key={badge}>
                    <Badge>{badge}</Badge>
                  </li>
                ))}
              </Badges>
            </CardContent>
          </Profile>
        </Container>
      </Section>
      <PageSection id="expertise-heading" heading={texts.expertise.heading} lead={texts.expertise.lead} tone="surface">
        <FeatureCards cards={texts.expertise.cards} columns={4} />
      </PageSection>
      <PageSection id="mission-heading" heading={texts.mission.heading}>
        <FeatureCards cards={texts.mission.cards} columns={2} />
      </PageSection>
      <PageSection id="why-heading" heading={texts.why.heading} tone="surface">
        <FeatureCards cards={texts.why.cards} />
      </PageSection>
      <CtaBand id="about-closing-heading" {...texts.closing} />
    </>
  );
}
