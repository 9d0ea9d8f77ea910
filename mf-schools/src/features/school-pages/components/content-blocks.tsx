import styled from 'styled-components';
import type { SchoolSlug } from '@nurseprep/contracts';
import { ArrowRight, ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@nurseprep/shared-ui';
import type { ContentBlock } from '../data/school-page-types';
import { DrugCalculations } from './drug-calculations';
import { FlashcardDeck } from './flashcard-deck';
import { PracticeQuestions } from './practice-questions';
import { SchoolDocuments } from './school-documents';
import { StudyMaterialsList } from './study-materials-list';
import { Points, TopicGrid } from './topic-grid';

const Block = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  & + & { margin-top: ${({ theme }) => theme.space.xl}; }
  h3, h4, p { margin: 0; }
  p { max-width: 75ch; }
`;

const StepList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  li > strong { display: block; margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

const LinkGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

type Level = 'h3' | 'h4';

function nextLevel(level: Level): 'h4' | 'h5' {
  return level === 'h3' ? 'h4' : 'h5';
}

/** One block of a section, its heading at `level` (h3 in a section, h4 inside a tab). */
export function ContentBlockView({ block, level, slug }: { block: ContentBlock; level: Level; slug: SchoolSlug }) {
  const Heading = level;
  switch (block.kind) {
    case 'text':
      return (
        <Block>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Block>
      );
    case 'topics':
      return (
        <Block>
          {block.heading ? <Heading>{block.heading}</Heading> : null}
          <TopicGrid topics={block.topics} headingLevel={block.heading ? nextLevel(level) : level} />
        </Block>
      );
    case 'steps':
      return (
        <Block>
          <Heading>{block.heading}</Heading>
          <StepList>
            {block.steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <Points>
                  {step.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </Points>
              </li>
            ))}
          </StepList>
        </Block>
      );
    case 'flashcards':
      return (
        <Block>
          <Heading>{block.heading}</Heading>
          <p>{block.intro}</p>
          <FlashcardDeck cards={block.cards} />
        </Block>
      );
    case 'calculations':
      return (
        <Block>
          <Heading>{block.heading}</Heading>
          <p>{block.intro}</p>
          <DrugCalculations examples={block.examples} headingLevel={nextLevel(level)} />
        </Block>
      );
    case 'questions':
      return (
        <Block>
          <Heading>{block.heading}</Heading>
          <p>{block.intro}</p>
          <PracticeQuestions questions={block.questions} />
        </Block>
      );
    case 'documents':
      return (
        <Block>
          <Heading>{block.heading}</Heading>
          {block.intro ? <p>{block.intro}</p> : null}
          <SchoolDocuments slug={slug} query={block.query} headingLevel={nextLevel(level)} />
        </Block>
      );
    case 'materials':
      return (
        <Block>
          <Heading>{block.heading}</Heading>
          <p>{block.intro}</p>
          <StudyMaterialsList slug={slug} headingLevel={nextLevel(level)} />
        </Block>
      );
    case 'links':
      return (
        <Block>
          <Heading>{block.heading}</Heading>
          <LinkGrid>
            {block.links.map((link) => (
              <Card as="li" key={link.href}>
                <CardHeader>
                  <CardTitle as={nextLevel(level)}>{link.label}</CardTitle>
                  <CardDescription>{link.description}</CardDescription>
                </CardHeader>
                <CardContent />
                <CardFooter>
                  <ButtonLink href={link.href} variant="outline" size="sm">
                    {link.label}
                    <ArrowRight aria-hidden="true" />
                  </ButtonLink>
                </CardFooter>
              </Card>
            ))}
          </LinkGrid>
        </Block>
      );
    default:
      return block satisfies never;
  }
}
