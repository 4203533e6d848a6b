import {
  ABOUT_ANCHORS,
  ABOUT_INTRO,
  Category,
  CATEGORY_LABELS,
  DELIVERY_LOCATIONS,
  STORE_LOCATION,
  STORE_NAME,
  SUPPORT_EMAIL,
  SUPPORT_EMAIL_HREF,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
  whatsAppLink,
} from '@threadline/domain';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { listingPath } from '../../app/paths';
import { Container } from '../../ui/Container';
import { ServerHtml } from '../../ui/ServerHtml';
import { ChatIcon, ChevronRightIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../ui/Icons';
import { Eyebrow, Lead, PageTitle, SectionTitle } from '../../ui/Typography';
import { media } from '../../ui/theme';
import { useAuth } from '../auth/auth-context';
import { FaqAccordion } from './FaqAccordion';
import { SizeCharts } from './SizeCharts';
import { StoreMap } from './StoreMap';

const CATEGORY_BLURBS: readonly { category: Category; text: string }[] = [
  { category: Category.MALE, text: 'Round neck and polo T-shirts and sweatshirts, from XS to XXL.' },
  { category: Category.FEMALE, text: 'T-shirts, sweatshirts and crop tops, from XS to XXL.' },
  { category: Category.KIDS, text: 'Comfortable everyday wear for ages 3 to 13.' },
];

const Hero = styled.header`
  background: ${({ theme }) => theme.color.sunken};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const HeroInner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => `${theme.space[12]} ${theme.space[10]}`};
  ${media.md} {
    padding-block: ${({ theme }) => `${theme.space[16]} ${theme.space[12]}`};
  }
`;

const Jump = styled.nav`
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    text-decoration: none;
    &:hover {
      border-color: ${({ theme }) => theme.color.ink};
    }
  }
`;

const Body = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[16]};
  padding-block: ${({ theme }) => `${theme.space[12]} ${theme.space[20]}`};
`;

const Block = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[6]};
  > header {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  > header p {
    color: ${({ theme }) => theme.color.muted};
    max-width: 62ch;
  }
`;

const Cards = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const CategoryCard = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  text-decoration: none;
  color: ${({ theme }) => theme.color.ink};
  transition: border-color ${({ theme }) => theme.duration.fast};
  &:hover {
    border-color: ${({ theme }) => theme.color.ink};
  }
  h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3 svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[16]};
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`;

const Place = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  address {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    font-style: normal;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  address svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    color: ${({ theme }) => theme.color.accent};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Stops = styled.ol`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  span:first-child {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  span:last-child {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Contacts = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr);
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    height: 100%;
    padding: ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
    overflow-wrap: anywhere;
    &:hover {
      border-color: ${({ theme }) => theme.color.ink};
    }
  }
  svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    color: ${({ theme }) => theme.color.accent};
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const VISIT_ID = 'visit-us';
const DELIVERY_ID = 'delivery-locations';
const HELP_ID = 'need-help';

const SECTIONS: readonly { id: string; label: string }[] = [
  { id: ABOUT_ANCHORS.SIZE_CHARTS, label: 'Size Charts' },
  { id: ABOUT_ANCHORS.FAQ, label: 'FAQ' },
  { id: VISIT_ID, label: 'Visit us' },
  { id: DELIVERY_ID, label: 'Delivery Locations' },
  { id: HELP_ID, label: 'Need Help?' },
];

function Section({ id, eyebrow, title, intro, children }: { id: string; eyebrow: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Block id={id} aria-labelledby={`${id}-title`}>
      <header>
        <Eyebrow>{eyebrow}</Eyebrow>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        {intro ? <p>{intro}</p> : null}
      </header>
      {children}
    </Block>
  );
}

/** /shop/about: the store's static information, all from @threadline/domain. */
export function AboutPage() {
  const { user } = useAuth();
  const { hash } = useLocation();

  // Deep links (#faq, #payment…) from the footer, including on first load after the session check.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);

  // The page's text is read, not touched: hydration keeps it as the server's HTML (ServerHtml), and
  // only the size charts' tabs, the FAQ's accordion and the map are hydrated.
  return (
    <>
      <title>About · Threadline</title>
      <ServerHtml>
        <Hero>
          <HeroInner>
            <Eyebrow>About us</Eyebrow>
            <PageTitle>About {STORE_NAME}</PageTitle>
            <Lead>{ABOUT_INTRO}</Lead>
            <Jump aria-label="On this page">
              <ul>
                {SECTIONS.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.label}</a>
                  </li>
                ))}
              </ul>
            </Jump>
          </HeroInner>
        </Hero>
      </ServerHtml>

      <Body>
        <ServerHtml>
          <Section id="fashion" eyebrow="For everyone" title="Fashion for men, women and kids">
            <Cards>
              {CATEGORY_BLURBS.map(({ category, text }) => (
                <li key={category}>
                  <CategoryCard to={listingPath(category)}>
                    <h3>
                      {CATEGORY_LABELS[category]}
                      <ChevronRightIcon />
                    </h3>
                    <p>{text}</p>
                  </CategoryCard>
                </li>
              ))}
            </Cards>
          </Section>
        </ServerHtml>

        <Section
          id={ABOUT_ANCHORS.SIZE_CHARTS}
          eyebrow="Find your fit"
          title="Size Charts"
          intro="Body measurements in inches. Between two sizes? Choose the larger one for a relaxed fit."
        >
          <SizeCharts />
        </Section>

        <Section id={ABOUT_ANCHORS.FAQ} eyebrow="Good to know" title="Frequently Asked Questions">
          <FaqAccordion />
        </Section>

        <Split>
          <Section
            id={VISIT_ID}
            eyebrow="Our store"
            title="Visit us at"
            intro="Come and see the collection in person, and get help with sizes."
          >
            <Place>
              <ServerHtml>
                <address>
                  <MapPinIcon />
                  {STORE_LOCATION.mapQuery}
                </address>
                <p>{STORE_LOCATION.note}</p>
              </ServerHtml>
              <StoreMap />
            </Place>
          </Section>

          <Section
            id={HELP_ID}
            eyebrow="Support"
            title="Need Help?"
            intro="Questions about an order, a size or a delivery? We’re happy to help."
          >
            {/* The WhatsApp link greets the signed-in shopper by name. */}
            <ServerHtml version={user?.userName ?? ''}>
              <Contacts>
                <li>
                  <a href={SUPPORT_EMAIL_HREF}>
                    <MailIcon />
                    <span>
                      <small>Email</small>
                      {SUPPORT_EMAIL}
                    </span>
                  </a>
                </li>
                <li>
                  <a href={SUPPORT_PHONE_HREF}>
                    <PhoneIcon />
                    <span>
                      <small>Phone</small>
                      {SUPPORT_PHONE}
                    </span>
                  </a>
                </li>
                <li>
                  <a href={whatsAppLink(user?.userName)} target="_blank" rel="noopener noreferrer">
                    <ChatIcon />
                    <span>
                      <small>WhatsApp</small>
                      Chat with us<span className="sr-only"> on WhatsApp (opens in a new tab)</span>
                    </span>
                  </a>
                </li>
              </Contacts>
            </ServerHtml>
          </Section>
        </Split>

        <ServerHtml>
          <Section
            id={DELIVERY_ID}
            eyebrow="Where we deliver"
            title="Delivery Locations"
            intro={`We deliver to ${DELIVERY_LOCATIONS.length} stops along our railway corridor, listed from Kolkata outwards with their station codes.`}
          >
            <Stops>
              {DELIVERY_LOCATIONS.map((stop) => (
                <li key={stop.code}>
                  <span>{stop.name}</span>
                  <span>{stop.code}</span>
                </li>
              ))}
            </Stops>
          </Section>
        </ServerHtml>
      </Body>
    </>
  );
}
