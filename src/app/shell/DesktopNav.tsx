import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import site from '../../../site.json';
import { useText } from '../../i18n/useText';
import { direction } from '../../i18n/languages';
import { cn } from '../../ui/cn';
import { SmartLink } from '../../ui/SmartLink';
import { useLanguage } from '../../i18n/LanguageContext';
import { moveFocus } from './focus';
import { useDropdown } from './useDropdown';
import { useOutsideClose } from './useOutsideClose';
import { SpriteIcon } from '../../ui/SpriteIcon';

const groups = site.navigation.groups;

/** The desktop bar: three dropdown groups, opened by hover, click, touch or keyboard. */
export function DesktopNav({ label }: { label: string }) {
  const text = useText();
  const rtl = direction(useLanguage()) === 'rtl';
  const [state, dropdown] = useDropdown();
  const nav = useRef<HTMLElement>(null);
  // A mouse click on a trigger the pointer has just opened by hovering must not close it again.
  const pointer = useRef<string>('');

  useOutsideClose(nav, dropdown.close);

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

  // Hover is for mice; touch and pen use the tap (click) toggle, so a tap never opens-and-closes.
  const mouse = (fn: () => void) => (e: PointerEvent) => {
    if (e.pointerType === 'mouse') fn();
  };

  return (
    <nav ref={nav} aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {groups.map((group) => {
          const id = group.label;
          const shown = state.open === id || state.closing === id;
          const panelId = `nav-panel-${id.replace(/[^a-zA-Z0-9]/g, '-')}`;
          return (
            <li
              key={id}
              className="relative"
              onPointerEnter={mouse(() => dropdown.open(id))}
              onPointerLeave={mouse(() => dropdown.leave())}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dropdown.close();
              }}
            >
              <button
                type="button"
                data-nav-trigger={id}
                aria-expanded={state.open === id}
                aria-controls={panelId}
                onPointerDown={(e) => (pointer.current = e.pointerType)}
                onClick={() => {
                  if (pointer.current === 'mouse') dropdown.open(id);
                  else dropdown.toggle(id);
                  pointer.current = '';
                }}
                onKeyDown={onTriggerKey(id)}
                className="inline-flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-medium text-fg hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
              >
                {text(group.label)}
                <SpriteIcon
                  name="chevron-down"
                  className={cn('size-4 transition-transform', state.open === id && 'rotate-180')}
                />
              </button>
              <div
                id={panelId}
                data-nav-panel={id}
                hidden={!shown}
                onKeyDown={onPanelKey(id)}
                className={cn(
                  'absolute start-0 top-full z-50 pt-2 transition-opacity duration-300',
                  state.open === id ? 'opacity-100' : 'opacity-0',
                )}
              >
                <ul
                  className={cn(
                    'grid gap-1 rounded-2xl border border-border bg-bg p-3 shadow-2xl',
                    group.items.length > 2 ? 'w-[36rem] grid-cols-2' : 'w-72 grid-cols-1',
                  )}
                >
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <SmartLink
                        href={item.href}
                        onClick={() => dropdown.close()}
                        className="block rounded-xl p-3 hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
                      >
                        <span className="block text-sm font-semibold text-fg">
                          {text(item.title)}
                        </span>
                        <span className="mt-0.5 block text-sm text-muted">
                          {text(item.subtitle)}
                        </span>
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
