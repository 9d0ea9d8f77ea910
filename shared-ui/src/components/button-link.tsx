import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonOptions, type ButtonStyleProps } from './button-variants';

const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledRouterLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export type ButtonLinkProps = ComponentProps<'a'> &
  ButtonOptions & {
    /** An in-site path ('/contact') navigates client-side; anything else (https:, mailto:, tel:) is a plain link. */
    href: string;
  };

/** Paths of this site start with one slash; '//host' is another origin. */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A link that looks like a Button. */
export function ButtonLink({ href, variant = 'primary', size = 'md', $fullWidth, target, rel, ...props }: ButtonLinkProps) {
  const style = { $variant: variant, $size: size, $fullWidth };
  if (isInternalPath(href)) {
    return <StyledRouterLink to={href} target={target} rel={rel} {...style} {...props} />;
  }
  // A new tab must not get a handle on this page.
  const safeRel = rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined);
  return <StyledAnchor href={href} target={target} rel={safeRel} {...style} {...props} />;
}
