import styled from 'styled-components';
import { Badge, badgeVariants, type BadgeVariant } from '@nurseprep/shared-ui';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@nurseprep/shared-ui';
import { Section, sectionTones } from '@nurseprep/shared-ui';
import { VisuallyHidden } from '@nurseprep/shared-ui';
import { sectionToneSamples } from './catalogue-data';
import { CatalogueSection, SampleCaption, SampleGrid, SampleRow } from './catalogue-section';

const badgeVariantNames = Object.keys(badgeVariants) as BadgeVariant[];

export function CardSamples() {
  return (
    <CatalogueSection id="card" tone="surface">
      <SampleGrid>
        <Card>
          <CardHeader>
            <CardTitle>Comprehensive Exam Preparation</CardTitle>
            <CardDescription>Header, content and footer</CardDescription>
          </CardHeader>
          <CardContent>Study guides, practice questions and flashcards for every major nursing exam.</CardContent>
          <CardFooter>
            <Badge variant="secondary">TEAS</Badge>
            <Badge variant="outline">HESI</Badge>
          </CardFooter>
        </Card>
        <Card as="article" aria-labelledby="catalogue-card-article">
          <CardHeader>
            <CardTitle id="catalogue-card-article">An article card (h3)</CardTitle>
          </CardHeader>
          <CardContent>Rendered as an article landmark named by its title.</CardContent>
        </Card>
        <Card>
          <CardContent>Content only, no header or footer.</CardContent>
        </Card>
      </SampleGrid>
    </CatalogueSection>
  );
}

export function BadgeSamples() {
  return (
    <CatalogueSection id="badge">
      <SampleRow>
        {badgeVariantNames.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </SampleRow>
    </CatalogueSection>
  );
}

const ToneBand = styled(Section)`
  padding-block: ${({ theme }) => theme.space.lg};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} { padding-block: ${({ theme }) => theme.space.lg}; }
`;

export function LayoutSamples() {
  return (
    <CatalogueSection id="layout">
      <SampleGrid>
        {sectionToneSamples.map(({ tone, label }) => (
          <ToneBand key={tone} $tone={tone} aria-label={`Section tone ${label}`}>
            <strong>{label}</strong>
            <p>colors.{sectionTones[tone]}</p>
          </ToneBand>
        ))}
      </SampleGrid>
      <SampleCaption>VisuallyHidden</SampleCaption>
      <p>
        The next price has hidden words for screen readers: $700<VisuallyHidden> in US dollars, one-time payment</VisuallyHidden>.
      </p>
    </CatalogueSection>
  );
}
