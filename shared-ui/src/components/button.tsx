import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonOptions, type ButtonStyleProps } from './button-variants';

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export type ButtonProps = ComponentProps<'button'> & ButtonOptions;

/** A native <button>; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', $fullWidth, type = 'button', ...props }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} $fullWidth={$fullWidth} {...props} />;
}
