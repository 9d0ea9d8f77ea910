import styled from 'styled-components';

/** The column of fields in an account dialog. */
export const AccountForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

/** First and last name side by side from sm up, stacked on phones. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** "Already have an account? Sign in": the prompt and the button that switches dialogs. */
export const SwitchLine = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Forgot your password?" under the password field, at its end. */
export const ForgotLine = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 0;
  text-align: right;
`;

/** A button that reads as a link; it switches dialogs rather than going to a page. */
export const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
