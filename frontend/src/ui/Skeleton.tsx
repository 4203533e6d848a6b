import styled, { keyframes } from 'styled-components';
import { media } from './theme';

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

/** A grey placeholder block with a slow shimmer (still when reduced motion is preferred). */
export const Skeleton = styled.div<{ $width?: string; $height?: string; $radius?: string }>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radius.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 25%,
    ${({ theme }) => theme.color.sunken} 50%,
    ${({ theme }) => theme.color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s linear infinite;
  ${media.reducedMotion} {
    animation: none;
  }
`;
