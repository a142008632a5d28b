import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Sql } from '../db/index.ts';
import { smtpNotifier } from '../leads/notify.ts';
import { receiveLeads, type ReceiveOptions } from '../leads/receive.ts';
import type { CmsConfig } from '../http/config.ts';
import { crossOriginRoutes, type CmsRoute } from '../http/env.ts';
import { SECURITY_HEADERS } from '../http/headers.ts';

/**
 * The site's forms post here; the route answers its own CORS and streams its own body (a résumé
 * goes through busboy as it arrives, never whole into memory), on Node's own request and answer.
 */
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
  const handle: CmsRoute['handle'] = async (c) => {
    const { incoming, outgoing } = c.env;
    // The service's own headers but the resource policy: the site's pages read these answers.
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (name !== 'cross-origin-resource-policy') outgoing.setHeader(name, value);
    await receive(incoming, outgoing);
    return RESPONSE_ALREADY_SENT;
  };
  return crossOriginRoutes('/leads', handle);
}
