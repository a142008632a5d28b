import type { Sql } from '../db/index.ts';
import { smtpNotifier } from '../leads/notify.ts';
import { receiveLeads, type ReceiveOptions } from '../leads/receive.ts';
import type { CmsConfig } from './config.ts';
import type { CmsRoute } from './contract.ts';

/** The site's forms post here; the route answers its own CORS and reads its own body. */
export function leadsRoutes(
  config: Pick<CmsConfig, 'siteOrigins' | 'mail' | 'origin'>,
  db: Sql,
  extra: Partial<ReceiveOptions> = {},
): CmsRoute[] {
  const onStored = config.mail
    ? smtpNotifier({
        ...config.mail,
        inboxUrl: config.origin ? `${config.origin}/inbox` : undefined,
      })
    : undefined;
  const receive = receiveLeads({ db, origins: config.siteOrigins, onStored, ...extra });
  const handle: CmsRoute['handle'] = ({ req, res }) => {
    // The site's own headers: a lead's answer is no page, and the CSP here would mean nothing.
    res.removeHeader('cross-origin-resource-policy');
    return receive(req, res);
  };
  return (['POST', 'OPTIONS'] as const).map((method) => ({
    method,
    pattern: '/leads',
    action: 'public',
    crossOrigin: true,
    handle,
  }));
}
