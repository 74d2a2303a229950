import type { ReactNode } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { newTab, socialLinks, type SocialLink } from '../../lib/site-config';
import { useSiteLinks } from '../../lib/site-links';

/** Simple glyphs of our own drawing that evoke each network; 24×24, currentColor. */
const GLYPHS: Record<SocialLink['kind'], ReactNode> = {
  twitter: <path d="M5 4h4l10 16h-4zM5 20l6.5-7M13 11l6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  patreon: (
    <>
      <circle cx="14.5" cy="9.5" r="5.5" fill="currentColor" />
      <rect x="4" y="4" width="3.2" height="16" rx="1" fill="currentColor" />
    </>
  ),
  facebook: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4.3c-2.4 0-4 1.4-4 4.1v2.1H7.8v3h2.6V21z"
      fill="currentColor"
    />
  ),
  tiktok: (
    <path
      d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.6 2.3 4.3 5 4.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3z" fill="var(--mantine-color-body)" />
    </>
  ),
};

export function SocialIcons() {
  const links = socialLinks(useSiteLinks());
  if (!links.length) return null;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {links.map((link) => (
        <li key={link.kind}>
          <ActionIcon
            component="a"
            href={link.url}
            {...newTab}
            aria-label={link.label}
            variant="default"
            size="lg"
            radius="xl"
            data-social={link.kind}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {GLYPHS[link.kind]}
            </svg>
          </ActionIcon>
        </li>
      ))}
    </Group>
  );
}
