import { useEffect, useReducer, useRef, useState } from 'react';
import { Burger, Paper, Stack, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ChevronIcon } from './ChevronIcon';
import { closedMenu, mobileMenuReducer, type Submenu } from './mobile-menu-state';
import { BLOG_LINK, PAGE_LINKS, isCurrent, type NavItem } from './nav-links';
import { useAboutLink } from './use-about-link';
import classes from './SiteHeader.module.css';

const PANEL_ID = 'mobile-menu';

function MenuLink({ item, onChoose }: { item: NavItem; onChoose: () => void }) {
  const { pathname } = useLocation();
  const current = isCurrent(item.to, pathname);
  return (
    <Link
      to={item.to}
      className={classes.mobileLink}
      onClick={onChoose}
      aria-current={current ? 'page' : undefined}
      data-current={current || undefined}
    >
      {item.label}
    </Link>
  );
}

function SubmenuSection({
  id,
  label,
  items,
  open,
  onToggle,
  onChoose,
}: {
  id: Submenu;
  label: string;
  items: readonly NavItem[];
  open: boolean;
  onToggle: () => void;
  onChoose: () => void;
}) {
  const listId = `${PANEL_ID}-${id}`;
  return (
    <div>
      <UnstyledButton
        className={classes.mobileLink}
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        w="100%"
      >
        <span>{label}</span>
        <ChevronIcon open={open} />
      </UnstyledButton>
      {open && (
        <Stack id={listId} gap={0} pl="md" component="ul" className={classes.plainList}>
          {items.map((item) => (
            <li key={item.to}>
              <MenuLink item={item} onChoose={onChoose} />
            </li>
          ))}
        </Stack>
      )}
    </div>
  );
}

/** Below xl: closes on a click outside, on Escape (focus back to the hamburger), on a link and on any navigation. */
export function MobileMenu({ accounts, currency }: { accounts: readonly NavItem[]; currency: readonly NavItem[] }) {
  const [state, dispatch] = useReducer(mobileMenuReducer, closedMenu);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => dispatch({ type: 'close' });
  const about = useAboutLink(close);

  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    dispatch({ type: 'close' });
  }

  useEffect(() => {
    if (!state.open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: 'close' });
      burgerRef.current?.focus();
    };
    // The hamburger is outside the panel but toggles it itself.
    const onPointer = (event: Event) => {
      const target = event.target as Node | null;
      if (target && !panelRef.current?.contains(target) && !burgerRef.current?.contains(target)) dispatch({ type: 'close' });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [state.open]);

  return (
    <>
      <Burger
        ref={burgerRef}
        opened={state.open}
        onClick={() => dispatch({ type: 'toggle' })}
        size="sm"
        aria-label={state.open ? 'Close menu' : 'Open menu'}
        aria-expanded={state.open}
        aria-controls={PANEL_ID}
      />
      {state.open && (
        <Paper ref={panelRef} id={PANEL_ID} component="nav" aria-label="Main" className={classes.mobilePanel} shadow="md" radius={0}>
          <div className={classes.mobileScroll}>
            <Stack gap={0} p="sm">
              <SubmenuSection
                id="accounts"
                label="Account Calculators"
                items={accounts}
                open={state.submenu === 'accounts'}
                onToggle={() => dispatch({ type: 'toggleSubmenu', submenu: 'accounts' })}
                onChoose={close}
              />
              <SubmenuSection
                id="currency"
                label="Currency Calculators"
                items={currency}
                open={state.submenu === 'currency'}
                onToggle={() => dispatch({ type: 'toggleSubmenu', submenu: 'currency' })}
                onChoose={close}
              />
              {PAGE_LINKS.map((item) => (
                <MenuLink key={item.to} item={item} onChoose={close} />
              ))}
              <a className={classes.mobileLink} {...about}>
                About
              </a>
              <MenuLink item={BLOG_LINK} onChoose={close} />
            </Stack>
          </div>
        </Paper>
      )}
    </>
  );
}
