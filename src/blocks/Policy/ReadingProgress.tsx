import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { readingProgress } from './progress';

/**
 * The terms' reading progress (docs/site/policies.md#reading-progress): a bar fixed at the top of
 * the window showing how much of the page is read.
 */
export function ReadingProgress() {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const root = document.documentElement;
      setPercent(readingProgress(window.scrollY, root.scrollHeight, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return (
    <div
      role="progressbar"
      aria-label={t('policy.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-reading-progress=""
      className="fixed inset-x-0 top-0 z-50 h-1 bg-border/60 print:hidden"
    >
      <div className="h-full bg-accent" style={{ width: `${percent}%` }} />
    </div>
  );
}
