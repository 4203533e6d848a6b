import styled, { css } from 'styled-components';

export type BadgeTone = 'accent' | 'ink' | 'neutral' | 'warning';

const tones = {
  accent: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
  `,
  ink: css`
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.onInk};
  `,
  neutral: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.border};
  `,
  warning: css`
    background: ${({ theme }) => theme.color.warningSoft};
    color: ${({ theme }) => theme.color.warningText};
  `,
};

/** A small uppercase label such as "Sale" or "Out Of Stock". */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  min-height: 1.5rem;
  padding: 0.125rem 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  line-height: 1.2;
  ${({ $tone = 'neutral' }) => tones[$tone]}
`;
