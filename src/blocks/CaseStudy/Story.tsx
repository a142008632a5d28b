import { useTranslation } from '../../i18n/react';
import type { CaseStudy } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SafeImage } from '../../ui/SafeImage';

const h3 = 'text-lg font-semibold';

/** The narrative column: photo, challenge, solution, technologies and topics. */
export function Story({ block }: { block: CaseStudy }) {
  const text = useText();
  const { t } = useTranslation();
  return (
    <div className="min-w-0 space-y-8">
      {block.image && (
        <SafeImage
          src={block.image.src}
          alt={text(block.image.alt)}
          width={800}
          height={450}
          className="aspect-video w-full rounded-2xl object-cover"
        />
      )}
      <div data-case-challenge>
        <h3 className={h3}>{t('caseStudy.challenge')}</h3>
        <p className="mt-2 leading-relaxed text-muted">{text(block.challenge)}</p>
      </div>
      <div data-case-solution>
        <h3 className={h3}>{t('caseStudy.solution')}</h3>
        <p className="mt-2 leading-relaxed text-muted">{text(block.solution)}</p>
      </div>
      <div data-case-technologies>
        <h3 className={h3}>{t('caseStudy.technologies')}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {block.technologies.map((name) => (
            <li
              key={name}
              dir="auto"
              className="rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
      {block.tags && block.tags.length > 0 && (
        <ul data-case-tags aria-label={t('caseStudy.tags')} className="flex flex-wrap gap-2">
          {block.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-surface px-2.5 py-1 text-xs text-muted">
              #{text(tag)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
