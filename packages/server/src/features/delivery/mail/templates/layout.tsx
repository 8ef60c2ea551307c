/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: these templates are also compiled where no tsconfig of ours applies (the CLI under tsx).
/**
 * The frame of every message: a 560 px table with inline styles and no external resources (images,
 * fonts, stylesheets), which common mail clients show as written. React Email renders it to HTML and
 * to the plain-text part.
 */
import type { ReactNode } from 'react';
// Each component from its own package: the @react-email/components bundle also loads Tailwind's
// compiler, Prism and a Markdown parser (about 8 MB of the server's heap) that no template uses.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

export const COLORS = { text: '#1f2937', muted: '#4b5563', accent: '#1d4ed8', line: '#e5e7eb' };
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface LayoutProps {
  preview: string;
  siteName: string;
  siteUrl: string;
  children: ReactNode;
  /** Why the reader gets this, and how to stop it: the last lines of the message. */
  footer?: ReactNode;
}

export function Layout({ preview, siteName, siteUrl, children, footer }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', fontFamily: FONT, margin: 0, padding: '24px 0' }}>
        <Container
          style={{
            backgroundColor: '#ffffff',
            maxWidth: '560px',
            padding: '32px',
            borderRadius: '8px',
            color: COLORS.text,
          }}
        >
          <Text style={{ fontSize: '14px', fontWeight: 700, margin: '0 0 16px' }}>
            <Link href={siteUrl} style={{ color: COLORS.text, textDecoration: 'none' }}>
              {siteName}
            </Link>
          </Text>
          {children}
          <Hr style={{ borderColor: COLORS.line, margin: '32px 0 16px' }} />
          <Text style={{ fontSize: '12px', color: COLORS.muted, margin: 0 }}>
            {footer ?? (
              <>
                Sent by {siteName} ·{' '}
                <Link href={siteUrl}>{siteUrl.replace(/^https?:\/\//, '')}</Link>
              </>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text
      style={{
        fontSize: muted ? '13px' : '15px',
        lineHeight: '24px',
        color: muted ? COLORS.muted : COLORS.text,
        margin: '0 0 16px',
      }}
    >
      {children}
    </Text>
  );
}

export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: COLORS.accent,
          color: '#ffffff',
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 20px',
          borderRadius: '6px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** Label and value pairs, one per row; a missing value shows as a dash. */
export function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {rows.map(([label, value]) => (
        <Row key={label} style={{ borderBottom: `1px solid ${COLORS.line}` }}>
          <Column
            style={{
              width: '40%',
              padding: '8px 8px 8px 0',
              fontSize: '13px',
              color: COLORS.muted,
              verticalAlign: 'top',
            }}
          >
            {/* The no-break space keeps label and value apart in the plain-text part. */}
            {label}:{'\u00a0'}
          </Column>
          <Column style={{ padding: '8px 0', fontSize: '14px', verticalAlign: 'top' }}>
            {value === null || value === undefined || value === '' ? '-' : value}
          </Column>
        </Row>
      ))}
    </Section>
  );
}
