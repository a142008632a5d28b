import { useTranslation } from '../../i18n/react';
import { openConsentPreferences } from '../../consent/open';
import type { Policy as PolicyBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { ActionLink } from '../../ui/ActionLink';
import { Button } from '../../ui/Button';

interface Props {
  block: PolicyBlock;
  accepted: boolean;
  onToggle: () => void;
}

const card = 'rounded-2xl border border-border bg-surface p-5';

/**
 * The side panel: the Terms "Agreement Status" toggle (docs/site/policies.md#agreement-status:
 * starts false, flips per click, local only), the button that reopens the cookie preferences, and
 * the page's buttons.
 */
export function Panel({ block, accepted, onToggle }: Props) {
  const { t } = useTranslation();
  const text = useText();
  return (
    <div className="space-y-4 print:hidden" data-policy-panel="">
      {block.agreement && (
        <div className={card}>
          <h2 className="font-semibold">{t('policy.agreement.title')}</h2>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {accepted ? t('policy.agreement.done') : t('policy.agreement.pending')}
          </p>
          <Button
            variant={accepted ? 'primary' : 'secondary'}
            aria-pressed={accepted}
            onClick={onToggle}
            data-agreement=""
            className="mt-4 w-full"
          >
            {accepted ? t('policy.agreement.accepted') : t('policy.agreement.accept')}
          </Button>
        </div>
      )}
      {block.consentButton && (
        <div className={card}>
          <h2 className="font-semibold">{t('policy.consent.title')}</h2>
          <p className="mt-1 text-sm text-muted">{t('policy.consent.text')}</p>
          <Button onClick={openConsentPreferences} data-consent-open="" className="mt-4 w-full">
            {t('policy.consent.button')}
          </Button>
        </div>
      )}
      {(block.panelActions || block.printLabel) && (
        <div className="flex flex-col gap-3">
          {block.panelActions?.map((action) => (
            <ActionLink key={action.href + action.label} action={action} />
          ))}
          {block.printLabel && (
            // "Download Terms": the browser's print dialog prints the page or saves it as a PDF.
            <Button variant="secondary" onClick={() => window.print()} data-print="">
              {text(block.printLabel)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
