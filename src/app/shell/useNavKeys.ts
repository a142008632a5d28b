import type { KeyboardEvent, RefObject } from 'react';
import type { Dropdown, DropdownSnapshot } from './dropdown';
import { moveFocus } from './focus';

/**
 * The desktop bar's keyboard: arrows move between the triggers (Down opens a group on its first
 * link), arrows move between a panel's links, Escape closes (from a panel, back to its trigger).
 */
export function useNavKeys(
  nav: RefObject<HTMLElement | null>,
  state: DropdownSnapshot,
  dropdown: Dropdown,
  rtl: boolean,
) {
  const buttons = () => [
    ...(nav.current?.querySelectorAll<HTMLElement>('[data-nav-trigger]') ?? []),
  ];
  const links = (id: string) => [
    ...(nav.current?.querySelectorAll<HTMLElement>(`[data-nav-panel="${id}"] a`) ?? []),
  ];

  const onTriggerKey = (id: string) => (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      dropdown.open(id);
      requestAnimationFrame(() => links(id)[0]?.focus());
    } else if (e.key === 'Escape') {
      dropdown.close();
    } else if (moveFocus(buttons(), e.key === 'ArrowUp' ? '' : e.key, rtl)) {
      e.preventDefault();
      if (state.open) dropdown.close();
    }
  };

  const onPanelKey = (id: string) => (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      dropdown.close();
      nav.current?.querySelector<HTMLElement>(`[data-nav-trigger="${id}"]`)?.focus();
    } else if (moveFocus(links(id), e.key === 'ArrowLeft' || e.key === 'ArrowRight' ? '' : e.key)) {
      e.preventDefault();
    }
  };
  return { onTriggerKey, onPanelKey };
}
