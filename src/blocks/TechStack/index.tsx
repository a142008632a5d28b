import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TechStack as TechStackBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { cn } from '../../ui/cn';
import { SectionHeading } from '../../ui/SectionHeading';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { CategoryTabs } from './Tabs';
import { TechList } from './TechList';

/** Technologies by category with proficiency bars (docs/site/technology.md#tech-stack). */
export default function TechStack({ block }: { block: TechStackBlock }) {
  const text = useText();
  const { t } = useTranslation();
  const baseId = useId().replace(/:/g, '');
  const titleId = `${baseId}-title`;
  const headed = Boolean(block.title || block.subtitle);
  return (
    <section aria-labelledby={block.title ? titleId : undefined} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} />
        <div className={cn(headed && 'mt-10')}>
          {block.layout === 'stacked' ? (
            <div className="space-y-10">
              {block.categories.map((category) => (
                <div key={category.id}>
                  <h3 className="mb-4 flex items-center gap-2 text-xl font-semibold">
                    {category.icon && (
                      <SpriteIcon name={category.icon} className="size-5 text-accent" />
                    )}
                    {text(category.label)}
                  </h3>
                  <TechList technologies={category.technologies} />
                </div>
              ))}
            </div>
          ) : (
            <CategoryTabs
              categories={block.categories}
              baseId={baseId}
              label={block.title ? { labelledBy: titleId } : { text: t('techStack.categories') }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
