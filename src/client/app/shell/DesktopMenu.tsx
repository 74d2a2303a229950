import { Suspense, lazy, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ChevronIcon } from './ChevronIcon';
import { BLOG_LINK, PAGE_LINKS, isCurrent, type NavItem } from './nav-links';
import type { NavDropdownProps } from './NavDropdownMenu';
import { useAboutLink } from './use-about-link';
import classes from './SiteHeader.module.css';

// Mantine's Menu brings Floating UI (about 20 kB gzip): it loads right after first paint as
// its own chunk, so the first load of every page stays small. Until then an identical
// button stands in; a click on it opens the menu as soon as the code is there.
const NavDropdownMenu = lazy(() => import('./NavDropdownMenu'));

function NavDropdown({ label, items }: NavDropdownProps) {
  const [clicked, setClicked] = useState(false);
  const placeholder = (
    <Button
      variant="subtle"
      color="gray"
      c="var(--mantine-color-text)"
      aria-haspopup="menu"
      aria-expanded={false}
      rightSection={<ChevronIcon open={false} />}
      onClick={() => setClicked(true)}
    >
      {label}
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <NavDropdownMenu label={label} items={items} initiallyOpened={clicked} />
    </Suspense>
  );
}

function NavButton({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const current = isCurrent(item.to, pathname);
  return (
    <Button
      component={Link}
      to={item.to}
      variant={current ? 'light' : 'subtle'}
      color={current ? undefined : 'gray'}
      c={current ? 'var(--current-link-color)' : 'var(--mantine-color-text)'}
      className={current ? classes.currentLink : undefined}
      aria-current={current ? 'page' : undefined}
    >
      {item.label}
    </Button>
  );
}

/** The header's menu from the xl breakpoint up. */
export function DesktopMenu({ accounts, currency }: { accounts: readonly NavItem[]; currency: readonly NavItem[] }) {
  const about = useAboutLink();
  return (
    <Group component="nav" aria-label="Main" gap={4} wrap="nowrap">
      <NavDropdown label="Account Calculators" items={accounts} />
      <NavDropdown label="Currency Calculators" items={currency} />
      {PAGE_LINKS.map((item) => (
        <NavButton key={item.to} item={item} />
      ))}
      <Button component="a" variant="subtle" color="gray" c="var(--mantine-color-text)" {...about}>
        About
      </Button>
      <NavButton item={BLOG_LINK} />
    </Group>
  );
}
