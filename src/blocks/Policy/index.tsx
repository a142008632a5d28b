import { useState } from 'react';
import type { Policy as PolicyBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { BackToTop } from './BackToTop';
import { Panel } from './Panel';
import { ReadingProgress } from './ReadingProgress';
import { Section } from './Section';
import { TocList, TocStrip } from './Toc';
import { useActiveSection } from './useActiveSection';

/**
 * Privacy policy, terms of service, cookie policy (docs/site/policies.md): a long document of
 * numbered sections, with an optional table of contents (side list on large screens, strip on small
 * ones), reading progress, Back to Top and a side panel.
 */
export default function Policy({ block }: { block: PolicyBlock }) {
  const text = useText();
  const [active, choose] = useActiveSection(block.sections.map((s) => s.id));
  const [accepted, setAccepted] = useState(false);
  const toggle = () => setAccepted((a) => !a);
  const hasPanel = Boolean(
    block.agreement || block.consentButton || block.panelActions || block.printLabel,
  );
  const hasSide = Boolean(block.toc || hasPanel);
  const toc = { sections: block.sections, active, onChoose: choose };

  return (
    <div className="px-4 pb-20 sm:px-6">
      {block.progress && <ReadingProgress />}
      {block.toc && <TocStrip {...toc} />}
      <div className="mx-auto max-w-6xl pt-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        {hasSide && (
          <aside className="hidden lg:block">
            <div className="sticky top-24 max-h-[calc(100vh-7rem)] space-y-8 overflow-y-auto pb-4">
              {block.toc && <TocList {...toc} />}
              {hasPanel && <Panel block={block} accepted={accepted} onToggle={toggle} />}
            </div>
          </aside>
        )}
        <div className={hasSide ? 'min-w-0' : 'min-w-0 lg:col-span-2'}>
          {block.updated && <p className="text-sm text-muted">{text(block.updated)}</p>}
          {block.intro && (
            <p className="mt-2 text-lg leading-relaxed text-pretty">{text(block.intro)}</p>
          )}
          <div className="mt-10 space-y-14 first:mt-0">
            {block.sections.map((section, i) => (
              <Section key={section.id} section={section} index={i} />
            ))}
          </div>
          {hasPanel && (
            <div className="mt-14 lg:hidden">
              <Panel block={block} accepted={accepted} onToggle={toggle} />
            </div>
          )}
        </div>
      </div>
      {block.backToTop && <BackToTop />}
    </div>
  );
}
