import styled from 'styled-components';
import { ChevronDown } from '@nurseprep/shared-ui';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

// Native <details>/<summary>: a disclosure every browser and screen reader knows (expanded/collapsed state).
const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  summary:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; border-radius: ${({ theme }) => theme.radii.md}; }
  summary svg { flex: none; transition: transform 150ms ease; }
  &[open] summary svg { transform: rotate(180deg); }
  p { margin: 0; padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Questions that open to show their answers (the contact page's FAQ). */
export function DisclosureList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.question}>
          <summary>
            <span>{item.question}</span>
            <ChevronDown aria-hidden="true" size={20} />
          </summary>
          <p>{item.answer}</p>
        </Item>
      ))}
    </List>
  );
}
