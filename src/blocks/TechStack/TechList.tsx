import { useTranslation } from '../../i18n/react';
import type { Technology } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';

/**
 * A category's technologies, each with its proficiency drawn as a meter
 * (docs/site/technology.md#tech-stack).
 */
export function TechList({ technologies }: { technologies: readonly Technology[] }) {
  const text = useText();
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {technologies.map((tech) => (
        <li key={tech.name} className="rounded-2xl border border-border bg-surface p-5 text-start">
          <div className="flex items-baseline justify-between gap-3">
            <p className="min-w-0 font-semibold break-words">{tech.name}</p>
            {/* The meter below carries the value for assistive technology. */}
            <span className="shrink-0 text-sm font-bold text-accent" dir="ltr" aria-hidden="true">
              {tech.level}%
            </span>
          </div>
          <p className="mt-1 text-sm leading-relaxed text-muted">{text(tech.description)}</p>
          <div
            role="meter"
            aria-label={t('techStack.proficiency', { name: tech.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={tech.level}
            aria-valuetext={`${tech.level}%`}
            className="mt-4 h-2 overflow-hidden rounded-full bg-bg"
          >
            {/* A block child fills from the inline start, so the bar grows right-to-left in Arabic. */}
            <div className="h-full rounded-full bg-accent" style={{ width: `${tech.level}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
