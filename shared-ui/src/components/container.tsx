import styled from 'styled-components';

/** The page's content column: theme.layout.maxWidth wide inside the side padding, as in the header and footer. */
export const Container = styled.div`
  width: 100%;
  max-width: calc(${({ theme }) => theme.layout.maxWidth} + 2 * ${({ theme }) => theme.space.md});
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};
`;
