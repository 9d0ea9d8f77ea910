import styled from 'styled-components';
import { isPlainLeftClick } from '@nurseprep/shared-ui';
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

const Tile = styled.a`
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
  text-decoration: none;
  strong { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='true'] { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.surfaceAlt}; box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export interface PopularTopicsProps {
  topics: readonly Topic[];
  /** The category the list shows, or '' for all. */
  active: string;
  /** The address of the list in a category ('' for all), for a page without JavaScript. */
  hrefOf: (category: string) => string;
  onChoose: (category: string) => void;
}

/**
 * Tiles of the topics with the most articles, with their real counts: links that filter the list, in place when a
 * plain click can be handled here. The current topic's tile shows every category again.
 */
export function PopularTopics({ topics, active, hrefOf, onChoose }: PopularTopicsProps) {
  return (
    <section aria-labelledby="topics-heading">
      <h2 id="topics-heading">{texts.heading}</h2>
      <p>{texts.lead}</p>
      <Tiles>
        {topics.map((topic) => {
          const isActive = topic.category === active;
          const next = isActive ? '' : topic.category;
          return (
            <li key={topic.category}>
              <Tile
                href={hrefOf(next)}
                aria-current={isActive ? 'true' : undefined}
                onClick={(event) => {
                  if (!isPlainLeftClick(event)) return;
                  event.preventDefault();
                  onChoose(next);
                }}
              >
                <strong>{topic.label}</strong>
                <span>{texts.count(topic.count)}</span>
              </Tile>
            </li>
          );
        })}
      </Tiles>
    </section>
  );
}
