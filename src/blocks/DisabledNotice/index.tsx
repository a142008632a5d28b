import {
  AppWindow,
  LayoutDashboard,
  Lock,
  MailCheck,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import type { DisabledNotice as DisabledNoticeBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { ButtonLink } from '../../ui/Button';

const icons: Record<NonNullable<DisabledNoticeBlock['icon']>, LucideIcon> = {
  lock: Lock,
  'user-plus': UserPlus,
  'mail-check': MailCheck,
  'layout-dashboard': LayoutDashboard,
  'app-window': AppWindow,
};

/**
 * Login, registration, verification, dashboard and app are off in landing-page-only mode
 * (docs/site/disabled.md).
 */
export default function DisabledNotice({ block }: { block: DisabledNoticeBlock }) {
  const text = useText();
  const { t } = useTranslation();
  const Icon = icons[block.icon ?? 'lock'];
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <div className="mb-6 rounded-full border border-border bg-surface p-4 text-accent">
        <Icon aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text(block.title)}</h1>
      <p className="mt-4 text-lg text-muted">{text(block.message)}</p>
      <ButtonLink href={block.returnHref ?? '/'} className="mt-8">
        {block.returnLabel ? text(block.returnLabel) : t('actions.returnHome')}
      </ButtonLink>
    </section>
  );
}
