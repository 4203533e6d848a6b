import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './Button';
import { DownloadIcon } from './Icons';

const Anchor = styled.a<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
  svg {
    width: 1.125rem;
    height: 1.125rem;
    flex: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export interface DownloadLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'download'> {
  /** A file the server makes for the viewer (an invoice's PDF, a return's CSV), named by the server. */
  href: string;
  children: ReactNode;
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

/**
 * A plain `<a href download>` that looks like a button: the browser fetches the file with the
 * viewer's session cookie and saves it under the name the server gives. Neither the router nor
 * React handles it, so it works in the server's HTML before the page hydrates.
 */
export function DownloadLink({ href, children, $variant = 'secondary', $size = 'sm', ...rest }: DownloadLinkProps) {
  return (
    <Anchor href={href} download $variant={$variant} $size={$size} {...rest}>
      <DownloadIcon />
      {children}
    </Anchor>
  );
}
