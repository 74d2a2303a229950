import { useState } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ChevronIcon } from './ChevronIcon';
import { BLOG_LINK, PAGE_LINKS, isCurrent, type NavItem } from './nav-links';
import { useAboutLink } from './use-about-link';

/**
 * A dropdown that opens on click and closes when a link is chosen, on Escape or on a click
 * outside (Mantine Menu: the button carries aria-haspopup/aria-expanded, arrow keys move
 * between items).
 */
function NavDropdown({ label, items }: { label: string; items: readonly NavItem[] }) {
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  return (
    <Menu opened={opened} onChange={setOpened} trigger="click" hideDetached={false} position="bottom-start" offset={4} shadow="md" width={260} withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" c="var(--mantine-color-text)" rightSection={<ChevronIcon open={opened} />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to} aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
            fw={isCurrent(item.to, pathname) ? 700 : undefined}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function NavButton({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const current = isCurrent(item.to, pathname);
  return (
    <Button component={Link} to={item.to} variant={current ? 'light' : 'subtle'} color={current ? undefined : 'gray'}
      c={current ? undefined : 'var(--mantine-color-text)'} aria-current={current ? 'page' : undefined}>
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
      {PAGE_LINKS.map((item) => <NavButton key={item.to} item={item} />)}
      <Button component="a" variant="subtle" color="gray" c="var(--mantine-color-text)" {...about}>About</Button>
      <NavButton item={BLOG_LINK} />
    </Group>
  );
}
