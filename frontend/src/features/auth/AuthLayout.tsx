import { AUTH_MARKETING, STORE_NAME } from '@threadline/domain';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { Badge } from '../../ui/Badge';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import { media } from '../../ui/theme';

const Frame = styled.div`
  flex: 1;
  display: grid;
  min-height: 100vh;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

// Large screens only (spec section 2): the panel is decoration for people who already see the form.
const Marketing = styled.aside`
  display: none;
  ${media.lg} {
    order: -1;
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[12]};
    padding: clamp(2.5rem, 5vw, 4.5rem);
    background:
      radial-gradient(circle at 85% 12%, rgba(154, 59, 38, 0.35), transparent 45%),
      radial-gradient(circle at 10% 95%, rgba(255, 255, 255, 0.06), transparent 40%),
      ${({ theme }) => theme.color.ink};
    color: #f4efe8;
  }
`;

const Brand = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  letter-spacing: 0.02em;
`;

const Hero = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 30rem;
`;

const HeroTitle = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-size: clamp(2.5rem, 4vw, 3.5rem);
  line-height: 1.05;
  letter-spacing: -0.02em;
`;

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: #d9d1c6;
`;

const Facts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: #d9d1c6;
  }
  ul {
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const BadgeRow = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const MarketingBadge = styled(Badge)`
  background: transparent;
  border-color: rgba(244, 239, 232, 0.4);
  color: #f4efe8;
`;

const Promise = styled.p`
  color: #d9d1c6;
  max-width: 34rem;
`;

const FormSide = styled.main`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.layout.gutter} ${theme.space[12]}`};
  background: ${({ theme }) => theme.color.paper};
  &:focus {
    outline: none;
  }
`;

const CompactBrand = styled(Link)`
  align-self: flex-start;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  ${media.lg} {
    visibility: hidden;
  }
`;

// Below lg the form starts at the top. Centred, it moved up as it grew: a phone may paint the page
// before the whole of its HTML has arrived (the heading, not yet the fields), and the card then
// jumped by half its height (Lighthouse's CLS of 0.076 on the login page in some runs).
const FormSlot = styled.div`
  flex: 1;
  display: grid;
  align-content: start;
  justify-items: center;
  padding-top: ${({ theme }) => theme.space[10]};
  ${media.lg} {
    align-content: center;
  }
  > * {
    width: min(26rem, 100%);
  }
`;

/** /auth: the marketing panel beside the nested sign-in or sign-up form. */
export function AuthLayout() {
  return (
    <>
      <SkipLink />
      <Frame>
        <FormSide id={MAIN_CONTENT_ID} tabIndex={-1}>
          <CompactBrand to={paths.auth.login}>{STORE_NAME}</CompactBrand>
          <FormSlot>
            <Outlet />
          </FormSlot>
        </FormSide>
        <Marketing aria-label={`About ${STORE_NAME}`}>
          <Brand>{STORE_NAME}</Brand>
          <Hero>
            <HeroTitle>{AUTH_MARKETING.heading}</HeroTitle>
            <Tagline>{AUTH_MARKETING.tagline}</Tagline>
          </Hero>
          <div>
            <Facts>
              <section>
                <h2>{AUTH_MARKETING.premiumCollection.title}</h2>
                <ul>
                  {AUTH_MARKETING.premiumCollection.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
              <section>
                <h2>{AUTH_MARKETING.sizeRange.title}</h2>
                <ul>
                  {AUTH_MARKETING.sizeRange.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            </Facts>
          </div>
          <div style={{ display: 'grid', gap: '1rem' }}>
            <BadgeRow aria-label="Store services">
              {AUTH_MARKETING.badges.map((badge) => (
                <li key={badge}>
                  <MarketingBadge>{badge}</MarketingBadge>
                </li>
              ))}
            </BadgeRow>
            <Promise>{AUTH_MARKETING.promise}</Promise>
          </div>
        </Marketing>
      </Frame>
    </>
  );
}
