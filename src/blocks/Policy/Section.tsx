import type { PolicySection } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { Content } from './Content';

/**
 * One numbered section. It is focusable (tabIndex -1) so a table-of-contents jump also moves
 * keyboard focus here; scroll margins keep its heading clear of the sticky header and strip.
 */
export function Section({ section, index }: { section: PolicySection; index: number }) {
  const text = useText();
  const headingId = `${section.id}-title`;
  return (
    <section
      id={section.id}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-policy-section=""
      className="scroll-mt-36 outline-none lg:scroll-mt-24"
    >
      <div className="flex flex-wrap items-center gap-3">
        {section.icon && (
          <span className="inline-flex rounded-xl bg-surface p-2.5 text-accent">
            <SpriteIcon name={section.icon} className="size-6" />
          </span>
        )}
        <h2 id={headingId} className="min-w-0 text-2xl font-bold tracking-tight text-balance">
          <span className="me-2 text-accent">{index + 1}.</span>
          {text(section.title)}
        </h2>
        {section.badge && <Badge>{text(section.badge)}</Badge>}
      </div>
      <div className="mt-5 space-y-5">
        {section.content.map((item, i) => (
          <Content key={i} item={item} />
        ))}
      </div>
    </section>
  );
}

export function Badge({ children }: { children: string }) {
  return (
    <span className="shrink-0 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-fg">
      {children}
    </span>
  );
}
