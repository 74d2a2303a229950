import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';

/**
 * Props for the 'About' link: it goes to this page's #about section when the page has one,
 * otherwise to the landing page's (/#about). The href works without JavaScript and for
 * opening in a new tab; a plain click navigates in the app (useScrollToHash scrolls).
 */
export function useAboutLink(onNavigate?: () => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    navigate(document.getElementById('about') ? { pathname, hash: '#about' } : { pathname: paths.home, hash: '#about' });
  };
  return { href: '/#about', onClick };
}
