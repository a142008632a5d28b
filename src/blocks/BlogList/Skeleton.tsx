import { SkeletonCards as Cards } from '../../ui/SkeletonCards';

/**
 * Grey cards with the loaded cards' shape (same image ratio, line counts and spacing), so the
 * prerendered loading state reserves the space the articles will take.
 */
export function SkeletonCards({ count, className }: { count: number; className?: string }) {
  return (
    <Cards
      count={count}
      className={className}
      cardClass="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface"
      card={
        <>
          <div className="aspect-[1200/630] w-full bg-border/40" />
          <div className="flex flex-1 flex-col p-6">
            <div className="h-7 w-32 rounded-full bg-border/40" />
            <div className="mt-3 h-[2lh] text-lg">
              <div className="h-full rounded-lg bg-border/40" />
            </div>
            <div className="mt-2 h-[3lh] text-sm leading-relaxed">
              <div className="h-full rounded-lg bg-border/40" />
            </div>
            <div className="mt-4 h-6 w-3/4 rounded-full bg-border/40 text-xs" />
            <div className="mt-auto pt-4 text-xs">
              <div className="h-4 w-2/3 rounded bg-border/40" />
            </div>
          </div>
        </>
      }
    />
  );
}
