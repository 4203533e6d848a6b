import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Offer = styled.li`
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentHover};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1.4;
`;

export interface OfferListProps {
  /** The server's words for each offer (`Product.offers`), e.g. "Puja offer: 20 % off". */
  offers: readonly string[];
  className?: string;
}

/**
 * The automatic promotions covering a product, as the server words them. Only words: what the
 * cart takes off depends on the whole cart, and the server prices it.
 */
export function OfferList({ offers, className }: OfferListProps) {
  if (offers.length === 0) return null;
  return (
    <List aria-label="Offers" className={className}>
      {offers.map((offer) => (
        <Offer key={offer}>{offer}</Offer>
      ))}
    </List>
  );
}
