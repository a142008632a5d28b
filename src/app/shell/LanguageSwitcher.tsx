import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { cn } from '../../ui/cn';
import { useLanguage } from '../../i18n/LanguageContext';
import { moveFocus } from './focus';
import { rememberLanguage, useLanguageLinks } from './languageLinks';
import { useDropdown } from './useDropdown';
import { useOutsideClose } from './useOutsideClose';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { around } from '../../i18n/typography';

const ID = 'language';

/** Desktop language menu: links to this page in each language (crawlable, work without JS). */
export function LanguageSwitcher() {
  const [state, dropdown] = useDropdown();
  const root = useRef<HTMLDivElement>(null);
  const open = state.open === ID;

  useOutsideClose(root, dropdown.close);

  const items = () => [
    ...(root.current?.querySelectorAll<HTMLElement>('[data-language-link]') ?? []),
  ];
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      dropdown.close();
      root.current?.querySelector('button')?.focus();
    } else if (e.key === 'ArrowDown' && !open) {
      e.preventDefault();
      dropdown.open(ID);
      requestAnimationFrame(() => items()[0]?.focus());
    } else if (
      open &&
      moveFocus(items(), e.key === 'ArrowLeft' || e.key === 'ArrowRight' ? '' : e.key)
    ) {
      e.preventDefault();
    }
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={onKey}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dropdown.close();
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={() => dropdown.toggle(ID)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent"
      >
        <SpriteIcon name="globe" className="size-4" />
        <CurrentLanguage />
      </button>
      <LanguageMenu
        shown={open || state.closing === ID}
        open={open}
        onChoose={() => dropdown.close()}
      />
    </div>
  );
}

/**
 * The current language on the button: "Language: FR" read, "FR" seen ("Langue : FR": the phrase
 * and its punctuation are the words').
 */
function CurrentLanguage() {
  const { t } = useTranslation();
  const current = useLanguage();
  const [before, after] = around((value) =>
    t('phrase.labelled', { label: t('language.label'), value }),
  );
  return (
    <>
      <span className="sr-only">{before}</span>
      <span>{current.toUpperCase()}</span>
      {after && <span className="sr-only">{after}</span>}
    </>
  );
}

/** The menu: this page in each language, the current one marked; a choice is remembered. */
function LanguageMenu({
  shown,
  open,
  onChoose,
}: {
  /** In the page: open, or fading out after closing. */
  shown: boolean;
  open: boolean;
  onChoose: () => void;
}) {
  const current = useLanguage();
  const links = useLanguageLinks();
  return (
    <ul
      id="language-menu"
      hidden={!shown}
      className={cn(
        'absolute end-0 top-full z-50 mt-2 w-48 rounded-2xl border border-border bg-bg p-2 shadow-2xl transition-opacity duration-300',
        open ? 'opacity-100' : 'opacity-0',
      )}
    >
      {links.map((l) => (
        <li key={l.lang}>
          <Link
            discover="none"
            to={l.href}
            data-language-link
            lang={l.lang}
            hrefLang={l.lang}
            aria-current={l.lang === current ? 'true' : undefined}
            onClick={() => {
              rememberLanguage(l.lang);
              onChoose();
            }}
            className="flex min-h-11 items-center justify-between rounded-xl px-3 text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent aria-[current=true]:font-semibold aria-[current=true]:text-accent"
          >
            {l.label}{' '}
            {/* The code repeats the name for the eye; read, it would run into it ("Englishen"). */}
            <span aria-hidden="true" className="text-xs text-muted uppercase">
              {l.lang}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
