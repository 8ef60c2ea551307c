/**
 * The social card's design, 1200×630, in the site's colours (src/styles.css, light theme): the brand
 * above, the page's title large, the owner below with their photo (or initials) in a circle.
 */
import { FONT_FAMILY } from './fonts';
import type { SocialImageInput } from './types';

export const WIDTH = 1200;
export const HEIGHT = 630;

const COLOURS = {
  background: '#ffffff',
  foreground: '#0f172a',
  mutedForeground: '#475569',
  border: '#e2e8f0',
  primary: '#4338ca',
  primaryForeground: '#ffffff',
  accent: '#eef2ff',
  accentForeground: '#3730a3',
};

/** Shorter titles are set larger; any title longer than three lines ends in an ellipsis. */
const titleSize = (title: string) => (title.length <= 40 ? 76 : title.length <= 80 ? 64 : 54);

/** One line, ended with an ellipsis when the text is wider than `maxWidth`. */
const oneLine = (maxWidth: number) =>
  ({
    display: 'block',
    maxWidth,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }) as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

interface CardProps extends Omit<SocialImageInput, 'photo'> {
  /** A data URI (see photo.ts). */
  photo?: string;
}

export function Card({ title, siteName, ownerName, ownerRole, photo }: CardProps) {
  return (
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: COLOURS.background,
        backgroundImage: `linear-gradient(135deg, ${COLOURS.background} 55%, ${COLOURS.accent} 100%)`,
        fontFamily: FONT_FAMILY,
        color: COLOURS.foreground,
      }}
    >
      <div style={{ height: 14, backgroundColor: COLOURS.primary }} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          padding: '52px 80px 56px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div
            style={{
              width: 18,
              height: 18,
              borderRadius: 4,
              backgroundColor: COLOURS.primary,
              marginRight: 16,
            }}
          />
          <div style={{ ...oneLine(1000), fontSize: 30, fontWeight: 700, color: COLOURS.primary }}>
            {siteName}
          </div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', flexGrow: 1 }}>
          <div
            style={{
              fontSize: titleSize(title),
              fontWeight: 800,
              lineHeight: 1.15,
              letterSpacing: '-0.02em',
              lineClamp: 3,
              // A word wider than the card (a long address, a made-up name) breaks rather than runs off.
              overflowWrap: 'anywhere',
              textOverflow: 'ellipsis',
            }}
          >
            {title}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            borderTop: `2px solid ${COLOURS.border}`,
            paddingTop: 32,
          }}
        >
          {photo ? (
            <img src={photo} width={112} height={112} style={{ borderRadius: 56 }} />
          ) : (
            <div
              style={{
                width: 112,
                height: 112,
                borderRadius: 56,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                backgroundColor: COLOURS.accent,
                color: COLOURS.accentForeground,
                fontSize: 40,
                fontWeight: 700,
              }}
            >
              {initials(ownerName)}
            </div>
          )}
          <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 28 }}>
            <div style={{ ...oneLine(880), fontSize: 34, fontWeight: 700 }}>{ownerName}</div>
            {ownerRole ? (
              <div
                style={{
                  ...oneLine(880),
                  fontSize: 26,
                  color: COLOURS.mutedForeground,
                  marginTop: 6,
                }}
              >
                {ownerRole}
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
