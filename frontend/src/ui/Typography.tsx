import styled from 'styled-components';
import { media } from './theme';

/** Small spaced capitals above a heading. */
export const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;

export const DisplayHeading = styled.h1`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  letter-spacing: -0.02em;
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSize['4xl']};
  }
`;

export const PageTitle = styled.h1`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  letter-spacing: -0.015em;
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
`;

export const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  font-size: ${({ theme }) => theme.fontSize.xl};
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.muted};
  max-width: 62ch;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;
