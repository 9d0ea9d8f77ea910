import styled from 'styled-components';
import type { Topic } from '../lib/blog-filters';
import { blogTexts } from '../data/blog-texts';

const texts = blogTexts.topics;

const Tiles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  display: grid;
  gap: 2px;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.surfaceAlt}; box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** Tiles of the topics with the most articles, with their real counts; choosing one filters the list. */
export function PopularTopics({ topics, active, onChoose }: { topics: readonly Topic[]; active: string; onChoose: (category: string) => void }) {
  return (
    <section aria-labelledby="topics-heading">
      <h2 id="topics-heading">{texts.heading}</h2>
      <p>{texts.lead}</p>
      <Tiles>
        {topics.map((topic) => (
          <li key={topic.category}>
            <Tile type="button" aria-pressed={topic.category === active} onClick={() => onChoose(topic.category === active ? '' : topic.category)}>
              <strong>{topic.label}</strong>
              <span>{texts.count(topic.count)}</span>
            </Tile>
          </li>
        ))}
      </Tiles>
    </section>
  );
}
