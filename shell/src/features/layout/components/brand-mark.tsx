import styled from 'styled-components';

const Mark = styled.svg`
  flex: none;
  width: 32px;
  height: 32px;
  rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
  path {
    fill: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** The logo: a white cross on the primary colour (the favicon draws the same shape). */
export function BrandMark() {
  return (
    <Mark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" />
    </Mark>
  );
}
