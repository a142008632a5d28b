/**
 * When the app became interactive (performance.now()), for what the spec times from "load": the
 * consent banner's second is counted from here even though its code arrives a moment later.
 */
let at: number | undefined;

export const markHydrated = () => {
  at ??= performance.now();
};

/** Milliseconds since the app became interactive (0 before it has). */
export const sinceHydrated = () => (at === undefined ? 0 : performance.now() - at);
