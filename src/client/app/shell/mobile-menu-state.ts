export type Submenu = 'accounts' | 'currency';

export interface MobileMenuState {
  open: boolean;
  submenu: Submenu | null;
}

export type MobileMenuAction = { type: 'toggle' } | { type: 'close' } | { type: 'toggleSubmenu'; submenu: Submenu };

export const closedMenu: MobileMenuState = { open: false, submenu: null };

/** The phone menu: closing it also folds its submenus; opening a submenu folds the other. */
export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'toggle':
      return state.open ? closedMenu : { open: true, submenu: null };
    case 'close':
      return state.open || state.submenu ? closedMenu : state;
    case 'toggleSubmenu':
      return { open: true, submenu: state.submenu === action.submenu ? null : action.submenu };
  }
}
