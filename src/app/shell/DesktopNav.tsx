import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import site from '../../../site.json';
import { useText } from '../../i18n/useText';
import { direction } from '../../i18n/languages';
import { cn } from '../../ui/cn';
import { SmartLink } from '../../ui/SmartLink';
import { useLanguage } from '../../i18n/LanguageContext';
import { useDropdown } from './useDropdown';
import { useNavKeys } from './useNavKeys';
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

  const { onTriggerKey, onPanelKey } = useNavKeys(nav, state, dropdown, rtl);

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
              <NavPanel
                group={group}
                panelId={panelId}
                shown={shown}
                open={state.open === id}
                onKeyDown={onPanelKey(id)}
                onChoose={() => dropdown.close()}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A group's panel: its links (two columns when it has more than two), fading in and out. */
function NavPanel({
  group,
  panelId,
  shown,
  open,
  onKeyDown,
  onChoose,
}: {
  group: (typeof groups)[number];
  panelId: string;
  /** In the page: open, or fading out after closing. */
  shown: boolean;
  open: boolean;
  onKeyDown: (e: KeyboardEvent) => void;
  /** A link was followed: the panel closes. */
  onChoose: () => void;
}) {
  const text = useText();
  return (
    <div
      id={panelId}
      data-nav-panel={group.label}
      hidden={!shown}
      onKeyDown={onKeyDown}
      className={cn(
        'absolute start-0 top-full z-50 pt-2 transition-opacity duration-300',
        open ? 'opacity-100' : 'opacity-0',
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
              onClick={onChoose}
              className="block rounded-xl p-3 hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span className="block text-sm font-semibold text-fg">{text(item.title)}</span>
              <span className="mt-0.5 block text-sm text-muted">{text(item.subtitle)}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
