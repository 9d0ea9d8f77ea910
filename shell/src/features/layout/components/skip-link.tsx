import type { MouseEvent } from 'react';
import styled from 'styled-components';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.toast + 1};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/**
 * The first stop for keyboard users. It moves focus into the main area itself, so the address stays
 * free of a `#main` the router would treat as an anchor link.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <Link href={`#${targetId}`} onClick={skip}>
      {children}
    </Link>
  );
}
