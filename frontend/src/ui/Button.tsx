import { Button as AriaButton } from 'react-aria-components';
import { Link as RouterLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const sizes = {
  sm: css`
    min-height: 2.25rem;
    padding: 0 0.875rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
  `,
  md: css`
    min-height: 2.75rem;
    padding: 0 1.25rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0 1.75rem;
    font-size: ${({ theme }) => theme.fontSize.md};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.onInk};
    border-color: ${({ theme }) => theme.color.ink};
    &[data-hovered],
    &:hover {
      background: ${({ theme }) => theme.color.inkHover};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    border-color: ${({ theme }) => theme.color.accent};
    &[data-hovered],
    &:hover {
      background: ${({ theme }) => theme.color.accentHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.borderStrong};
    &[data-hovered],
    &:hover {
      border-color: ${({ theme }) => theme.color.ink};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.ink};
    border-color: transparent;
    &[data-hovered],
    &:hover {
      background: ${({ theme }) => theme.color.sunken};
    }
  `,
  inverse: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.surface};
    &[data-hovered],
    &:hover {
      background: ${({ theme }) => theme.color.paper};
    }
  `,
};

/** Shared by buttons and links that look like buttons, so both stay in step. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.02em;
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.duration.fast},
    border-color ${({ theme }) => theme.duration.fast},
    transform ${({ theme }) => theme.duration.fast};
  -webkit-tap-highlight-color: transparent;
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}

  &[data-pressed] {
    transform: translateY(1px);
  }
  &[data-disabled],
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
    transform: none;
  }
  &[data-pending] {
    cursor: progress;
  }
`;

export const Button = styled(AriaButton)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A router link styled as a button (navigation stays a link for assistive technology). */
export const ButtonLink = styled(RouterLink)<ButtonStyleProps>`
  ${buttonStyles}
`;

const iconButtonStyles = css<{ $variant?: 'ghost' | 'secondary' | 'inverse' }>`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, $variant = 'ghost' }) => ($variant === 'secondary' ? theme.color.borderStrong : 'transparent')};
  background: ${({ theme, $variant = 'ghost' }) =>
    $variant === 'inverse' ? 'rgba(255, 255, 255, 0.92)' : $variant === 'secondary' ? theme.color.surface : 'transparent'};
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  position: relative;
  transition: background-color ${({ theme }) => theme.duration.fast};
  &[data-hovered] {
    background: ${({ theme, $variant }) => ($variant === 'inverse' ? theme.color.surface : theme.color.sunken)};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.muted};
  }
  svg {
    width: 1.375rem;
    height: 1.375rem;
  }
`;

/** A square icon-only button; always give it an aria-label. */
export const IconButton = styled(AriaButton)<{ $variant?: 'ghost' | 'secondary' | 'inverse' }>`
  ${iconButtonStyles}
`;

/**
 * An icon-only router link that looks like IconButton: for a control in the server's HTML that must
 * work before the page hydrates (a plain link then, the router's once hydrated).
 */
export const IconLink = styled(RouterLink)<{ $variant?: 'ghost' | 'secondary' | 'inverse' }>`
  ${iconButtonStyles}
  &:hover {
    background: ${({ theme }) => theme.color.sunken};
  }
`;

/** An inline text link with the store's underline treatment. */
export const TextLink = styled(RouterLink)`
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  &:hover {
    color: ${({ theme }) => theme.color.accent};
  }
`;
