import styled from 'styled-components';

/** The centred panel of the loading and failure screens that stand in for a page. */
export const StatusPanel = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.md}`};
  text-align: center;
  min-height: 50vh;
`;
