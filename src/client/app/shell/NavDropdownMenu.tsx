import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ChevronIcon } from './ChevronIcon';
import { isCurrent, type NavItem } from './nav-links';

export interface NavDropdownProps {
  label: string;
  items: readonly NavItem[];
  /** Open at once: the visitor clicked the placeholder button before this code arrived. */
  initiallyOpened?: boolean;
}

/** Mantine's Menu (aria-haspopup/aria-expanded, arrow keys between items), loaded after first paint: see DesktopMenu. */
export default function NavDropdownMenu({ label, items, initiallyOpened = false }: NavDropdownProps) {
  const [opened, setOpened] = useState(initiallyOpened);
  const { pathname } = useLocation();
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      trigger="click"
      hideDetached={false}
      position="bottom-start"
      offset={4}
      shadow="md"
      width={260}
      withinPortal
    >
      <Menu.Target>
        <Button variant="subtle" color="gray" c="var(--mantine-color-text)" rightSection={<ChevronIcon open={opened} />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        {items.map((item) => (
          <Menu.Item
            key={item.to}
            component={Link}
            to={item.to}
            aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
            fw={isCurrent(item.to, pathname) ? 700 : undefined}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
