import { MAX_RATING } from '@threadline/domain';
import styled from 'styled-components';

const STAR_PATH = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8Z';

const Row = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${({ theme }) => theme.color.accent};
`;

const Cell = styled.span`
  position: relative;
  display: inline-block;
  width: var(--star-size, 1rem);
  height: var(--star-size, 1rem);
  svg {
    display: block;
    width: var(--star-size, 1rem);
    height: var(--star-size, 1rem);
  }
`;

// The filled star over the outline, cut to a share of its width (no SVG ids to collide).
const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
`;

function StarShape({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" focusable="false">
      <path
        d={STAR_PATH}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One star, filled to `fill` (0 to 1) from the left, so 4.3 shows as four stars and a sliver. */
export function Star({ fill }: { fill: number }) {
  const share = Math.min(Math.max(fill, 0), 1);
  return (
    <Cell aria-hidden="true">
      <StarShape filled={false} />
      {share > 0 ? (
        <Filled style={{ width: `${share * 100}%` }}>
          <StarShape filled />
        </Filled>
      ) : null}
    </Cell>
  );
}

/**
 * A rating as five stars. Decorative: the text next to it ("4.3 out of 5") or a label carries
 * the value for assistive technology.
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <Row className={className} aria-hidden="true">
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star key={index} fill={value - index} />
      ))}
    </Row>
  );
}
