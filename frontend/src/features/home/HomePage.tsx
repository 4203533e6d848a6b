import { useQuery } from '@apollo/client/react';
import { Category, FEATURED_PRODUCT_COUNT } from '@threadline/domain';
import styled from 'styled-components';
import { listingPath } from '../../app/paths';
import { ButtonLink, TextLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Eyebrow, SectionTitle } from '../../ui/Typography';
import { media } from '../../ui/theme';
import { ProductGrid, ProductGridSkeleton } from '../catalog/components/ProductGrid';
import { RESUME_LISTING_STATE } from '../catalog/listing-view';
import { CategoryTiles } from './components/CategoryTiles';
import { warm, type RouteLoader } from '../../app/route-data';
import { HomePageQuery, homePageVariables } from './operations';
import { HeroCarousel } from './components/HeroCarousel';
import { ProductTypeTiles } from './components/ProductTypeTiles';

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space[12]};
  ${media.md} {
    padding-block: ${({ theme }) => theme.space[16]};
  }
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Problem = styled.p`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

/** /shop/home: hero, Shop by Category, Featured Products (the first FEATURED_PRODUCT_COUNT). */
export function HomePage() {
  const { data, error } = useQuery(HomePageQuery, { variables: homePageVariables });

  // Shop Now means "back to shopping": it reopens the listing as the shopper last left it in this
  // tab (session storage); the navigation's All Products and "Shop all" below always list everything.
  const shopNow = (
    <ButtonLink to={listingPath()} state={RESUME_LISTING_STATE} $variant="inverse" $size="lg">
      Shop Now
    </ButtonLink>
  );

  return (
    <>
      <title>Threadline · Your Premium Fashion Destination</title>
      {/* The copy and Shop Now show at once; the banners fade in when they arrive. */}
      <HeroCarousel images={data?.featureImages ?? []} action={shopNow} />

      <Container>
        <Section aria-labelledby="shop-by-category">
          <SectionHead>
            <div>
              <Eyebrow>Collections</Eyebrow>
              <SectionTitle id="shop-by-category">Shop by Category</SectionTitle>
            </div>
          </SectionHead>
          <CategoryTiles
            tiles={[
              { category: Category.MALE, product: data?.men.nodes[0] },
              { category: Category.FEMALE, product: data?.women.nodes[0] },
              { category: Category.KIDS, product: data?.kids.nodes[0] },
            ]}
          />
        </Section>

        <Section aria-labelledby="shop-by-product-type">
          <SectionHead>
            <div>
              <Eyebrow>Cuts</Eyebrow>
              <SectionTitle id="shop-by-product-type">Shop by Product Type</SectionTitle>
            </div>
          </SectionHead>
          <ProductTypeTiles facets={data?.featured.facets} totalCount={data?.featured.totalCount} />
        </Section>

        <Section aria-labelledby="featured-products">
          <SectionHead>
            <div>
              <Eyebrow>Handpicked</Eyebrow>
              <SectionTitle id="featured-products">Featured Products</SectionTitle>
            </div>
            <TextLink to={listingPath()}>Shop all</TextLink>
          </SectionHead>
          {data ? (
            data.featured.nodes.length > 0 ? (
              <ProductGrid products={data.featured.nodes} label="Featured Products" />
            ) : (
              <Problem>No products yet. New arrivals will appear here.</Problem>
            )
          ) : error ? (
            <Problem role="alert">We couldn’t load the featured products. Please refresh the page to try again.</Problem>
          ) : (
            <ProductGridSkeleton count={FEATURED_PRODUCT_COUNT} />
          )}
        </Section>
      </Container>
    </>
  );
}


/** The home page's featured products and tiles (public, the same for everyone). */
export const loader: RouteLoader = (client) => warm(client.query({ query: HomePageQuery, variables: homePageVariables }));
