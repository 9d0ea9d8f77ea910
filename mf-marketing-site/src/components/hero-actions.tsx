import styled from 'styled-components';
import { ButtonLink } from '@nurseprep/shared-ui';
import type { CtaAction } from './cta-band';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The links under a page header. */
export function HeroActions({ actions }: { actions: readonly CtaAction[] }) {
  return (
    <Row>
      {actions.map((action) => (
        <ButtonLink key={action.href + action.label} href={action.href} variant={action.variant} size="lg">
          {action.label}
        </ButtonLink>
      ))}
    </Row>
  );
}
