import styled from 'styled-components';
import { Container, mailtoHref, PageHeader, Section, useSiteConfig } from '@nurseprep/shared-ui';
import { pageIntros } from '../../../data/page-intros';
import { legalTexts, type LegalPageId } from '../data/legal-texts';

const Article = styled.article`
  max-width: 70ch;
  h2 { margin-top: ${({ theme }) => theme.space.xl}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  h2:first-of-type { margin-top: 0; }
  ul { display: grid; gap: ${({ theme }) => theme.space.sm}; padding-left: ${({ theme }) => theme.space.lg}; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Updated = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /privacy, /terms and /accessibility: one layout, each page's sections from legal-texts. */
export function LegalPage({ page }: { page: LegalPageId }) {
  const document = legalTexts[page];
  const email = useSiteConfig().data?.settings.email;
  return (
    <>
      <PageHeader {...pageIntros[page]} />
      <Section>
        <Container>
          <Article>
            <Updated>{document.updated}</Updated>
            {document.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
                {section.items ? (
                  <ul>
                    {section.items.map((item) => (
                      <li key={item.slice(0, 32)}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            {email ? (
              <section>
                <h2>{document.contact.heading}</h2>
                <p>
                  {document.contact.text} <a href={mailtoHref(email)}>{email}</a>.
                </p>
              </section>
            ) : null}
          </Article>
        </Container>
      </Section>
    </>
  );
}
