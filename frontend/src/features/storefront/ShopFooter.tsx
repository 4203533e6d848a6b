import {
  ABOUT_ANCHORS,
  STORE_NAME,
  STORE_TAGLINE,
  SUPPORT_EMAIL,
  SUPPORT_EMAIL_HREF,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
  whatsAppLink,
} from '@threadline/domain';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { aboutPath, type AboutAnchor } from '../../app/paths';
import { ViewerSlot } from '../../app/viewer-slot';
import { Container } from '../../ui/Container';
import { ServerHtml } from '../../ui/ServerHtml';
import { ChatIcon, MailIcon, PhoneIcon } from '../../ui/Icons';
import { media } from '../../ui/theme';
import { useAuth } from '../auth/auth-context';

const HELP_LINKS: readonly { label: string; anchor: AboutAnchor }[] = [
  { label: 'Size Charts', anchor: ABOUT_ANCHORS.SIZE_CHARTS },
  { label: 'FAQ', anchor: ABOUT_ANCHORS.FAQ },
  { label: 'Shipping', anchor: ABOUT_ANCHORS.SHIPPING },
  { label: 'Returns', anchor: ABOUT_ANCHORS.RETURNS },
  { label: 'Payment', anchor: ABOUT_ANCHORS.PAYMENT },
];

// Light text on ink: #d9d1c6 on #1f1c19 is about 12:1. The standard focus blue is too dark on ink;
// a light blue keeps the ring visible (3:1+). No `content-visibility: auto` here, unlike the
// grids' cards: out of view, the footer's text is not painted, and a contrast check (axe) then
// measured its light text against the page's light background behind it.
const Foot = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.color.ink};
  color: #d9d1c6;
  a {
    color: #f4efe8;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  & :focus-visible,
  & [data-focus-visible] {
    outline-color: #9cc3ff;
  }
`;

const Columns = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  padding-block: ${({ theme }) => theme.space[12]};
  ${media.md} {
    grid-template-columns: 2fr 1fr 1.4fr;
    padding-block: ${({ theme }) => theme.space[16]};
  }
`;

const BrandBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  p:first-child {
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    color: #f4efe8;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  h2 {
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
  li a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 2rem;
  }
  svg {
    width: 1.125rem;
    height: 1.125rem;
    flex: none;
  }
`;

const Legal = styled(Container)`
  padding-block: ${({ theme }) => theme.space[5]};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The WhatsApp chat, pre-filled with a greeting in the shopper's name (spec: "or Guest"). */
function WhatsAppChatLink() {
  const { user } = useAuth();
  return (
    <a href={whatsAppLink(user?.userName)} target="_blank" rel="noopener noreferrer">
      <ChatIcon />
      Chat on WhatsApp
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Links and contact details: read, not touched, so hydration keeps the server's HTML (ServerHtml).
 * The WhatsApp link greets the signed-in shopper by name, so the footer is rendered again when the
 * shopper signs in or out.
 */
export function ShopFooter() {
  const { user } = useAuth();
  return (
    <ServerHtml version={user?.userName ?? ''}>
      <FooterContent />
    </ServerHtml>
  );
}

function FooterContent() {
  return (
    <Foot>
      <Columns>
        <BrandBlock>
          <p>{STORE_NAME}</p>
          <p>{STORE_TAGLINE}</p>
        </BrandBlock>
        <Column>
          <h2>Help</h2>
          <nav aria-label="Help">
            <ul>
              {HELP_LINKS.map(({ label, anchor }) => (
                <li key={anchor}>
                  <Link to={aboutPath(anchor)}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </Column>
        <Column>
          <h2>Contact us</h2>
          <ul>
            <li>
              <a href={SUPPORT_EMAIL_HREF}>
                <MailIcon />
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li>
              <a href={SUPPORT_PHONE_HREF}>
                <PhoneIcon />
                {SUPPORT_PHONE}
              </a>
            </li>
            <li>
              {/* Greets the shopper by name: the rest of the footer is the same for every shopper. */}
              <ViewerSlot name="footer-chat">
                <WhatsAppChatLink />
              </ViewerSlot>
            </li>
          </ul>
        </Column>
      </Columns>
      <Legal>
        © {new Date().getFullYear()} {STORE_NAME}. All rights reserved.
      </Legal>
    </Foot>
  );
}
