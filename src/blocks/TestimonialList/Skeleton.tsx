import { SkeletonCards as Cards } from '../../ui/SkeletonCards';

/**
 * Grey cards with the loaded cards' shape, so the prerendered loading state reserves the space
 * the stories will take.
 */
export function SkeletonCards({ count, className }: { count: number; className?: string }) {
  return (
    <Cards
      count={count}
      className={className}
      cardClass="flex h-[25rem] flex-col rounded-2xl border border-border bg-surface p-6"
      card={
        <>
          <div className="flex items-center gap-4">
            <div className="size-12 rounded-full bg-border/40" />
            <div className="flex-1 space-y-2">
              <div className="h-5 w-2/3 rounded bg-border/40" />
              <div className="h-4 w-1/2 rounded bg-border/40" />
            </div>
          </div>
          <div className="mt-4 h-4 w-28 rounded bg-border/40" />
          <div className="mt-4 h-24 rounded-lg bg-border/40" />
          <div className="mt-4 h-12 rounded-lg bg-border/40" />
        </>
      }
    />
  );
}
