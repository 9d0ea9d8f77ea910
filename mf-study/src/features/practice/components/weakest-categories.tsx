import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StudyDocument } from '@nurseprep/contracts';
import { Button, DocumentPreviewDialog, FileText, useStudyDocuments } from '@nurseprep/shared-ui';
import type { CategoryScore, PracticeBankSlug } from '../requests/practice-types';
import { bankPages, practiceTexts } from '../data/practice-texts';
import { flashcardsPath, plannerPath } from '../lib/flashcards';
import { documentsForCategory } from '../lib/matching-documents';

const texts = practiceTexts.results;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const AllDocuments = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * Up to three categories under 70%, lowest first, each with the bank's study documents on the topic (opened
 * in the shared preview dialog, whose download asks a visitor to sign up) and its flashcards once they exist.
 */
export function WeakestCategories({ bank, weakest }: { bank: PracticeBankSlug; weakest: readonly CategoryScore[] }) {
  const page = bankPages[bank];
  const documents = useStudyDocuments(page.documentFilters);
  const [previewed, setPreviewed] = useState<StudyDocument | null>(null);
  const flashcards = flashcardsPath(bank);
  const planner = plannerPath(bank);

  if (!weakest.length) return <p>{texts.weakestNone}</p>;
  return (
    <>
      <List>
        {weakest.map((category) => {
          const matching = documentsForCategory(documents.data ?? [], category.label);
          return (
            <Item key={category.category}>
              <h3>{texts.weakestLine(category.label, Math.round(category.percent))}</h3>
              {matching.length || flashcards ? (
                <Links aria-label={texts.documentsFor(category.label)}>
                  {matching.map((document) => (
                    <li key={document.id}>
                      <Button variant="outline" size="sm" onClick={() => setPreviewed(document)} aria-label={texts.previewDocument(document.title)}>
                        <FileText aria-hidden="true" />
                        {document.title}
                      </Button>
                    </li>
                  ))}
                  {flashcards ? (
                    <li>
                      <Link to={flashcards}>{texts.flashcards(category.label)}</Link>
                    </li>
                  ) : null}
                  {planner ? (
                    <li>
                      <Link to={planner}>{texts.planner(category.label)}</Link>
                    </li>
                  ) : null}
                </Links>
              ) : null}
            </Item>
          );
        })}
      </List>
      <AllDocuments>
        <Link to={page.documentsPath}>{texts.browseDocuments}</Link>
      </AllDocuments>
      {previewed ? <DocumentPreviewDialog document={previewed} open onOpenChange={(open) => !open && setPreviewed(null)} /> : null}
    </>
  );
}
