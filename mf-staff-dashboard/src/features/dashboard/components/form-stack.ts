import styled from 'styled-components';

/** A form's fields one under another. */
export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
`;
