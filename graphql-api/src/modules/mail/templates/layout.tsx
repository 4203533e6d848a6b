import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { STORE_NAME, STORE_TAGLINE } from '@threadline/domain';
import type { ReactNode } from 'react';

/** The storefront's theme (frontend/src/ui/theme.ts) in the few values an e-mail client honours. */
export const look = {
  paper: '#faf8f5',
  surface: '#ffffff',
  ink: '#1f1c19',
  muted: '#5c554d',
  border: '#e3ded6',
  accent: '#9a3b26',
  body: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  display: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif',
} as const;

export const paragraph = { color: look.ink, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' } as const;
export const small = { color: look.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' } as const;
export const button = {
  backgroundColor: look.ink,
  borderRadius: '6px',
  color: '#ffffff',
  display: 'inline-block',
  fontSize: '15px',
  fontWeight: 600,
  padding: '12px 20px',
  textDecoration: 'none',
} as const;

export interface LayoutProps {
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  storeUrl: string;
  children: ReactNode;
}

/** Every e-mail's frame: the store's name over its own words, and where it came from below. */
export function Layout({ preview, heading, storeUrl, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: look.paper, fontFamily: look.body, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: look.surface, border: `1px solid ${look.border}`, borderRadius: '8px', maxWidth: '600px', padding: '32px' }}>
          <Section>
            <Link href={storeUrl} style={{ color: look.ink, fontFamily: look.display, fontSize: '24px', fontWeight: 700, textDecoration: 'none' }}>
              {STORE_NAME}
            </Link>
            <Text style={{ ...small, margin: '4px 0 0' }}>{STORE_TAGLINE}</Text>
          </Section>
          <Hr style={{ borderColor: look.border, margin: '24px 0' }} />
          <Heading as="h1" style={{ color: look.ink, fontFamily: look.display, fontSize: '22px', margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: look.border, margin: '24px 0' }} />
          <Text style={small}>
            {STORE_NAME} · <Link href={storeUrl} style={{ color: look.accent }}>{storeUrl}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
