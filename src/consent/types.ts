import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';

/** The consent namespace's t(), its keys checked against locales/en/consent.json. */
export type ConsentT = TFunction<'consent'>;

/** A client-side link (the router's Link), handed in so the lazy chunk does not import it. */
export type ConsentLink = ComponentType<{ to: string; className?: string; children: ReactNode }>;
