import { useId } from 'react';
import type { LogoWall as LogoWallBlock } from '../../generated/schema-types';
import { selectEntries } from '../../content/collections';
import { useContent } from '../../content/useContent';
import { SafeImage } from '../../ui/SafeImage';
import { SectionHeading } from '../../ui/SectionHeading';
import { isClientsView, isShownClient, type Client } from './clients';

function Logo({ client }: { client: Client }) {
  const image = (
    <SafeImage
      src={client.logo}
      alt={client.name}
      className="h-10 w-auto max-w-40 object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
    />
  );
  return (
    <li className="flex items-center justify-center" title={client.industry}>
      {client.link ? (
        <a
          href={client.link}
          rel="noopener"
          className="rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
        >
          {image}
        </a>
      ) : (
        image
      )}
    </li>
  );
}

/**
 * "Trusted by …": the logos of the clients who allowed it. No such client, or a list that cannot
 * load, leaves nothing: a heading over an empty band would say the opposite of trust.
 */
export default function LogoWall({ block }: { block: LogoWallBlock }) {
  const titleId = useId();
  const content = useContent(block.from, isClientsView);
  if (content.status !== 'loaded') return null;
  const clients = selectEntries(content.data.items.filter(isShownClient), block.select);
  if (!clients.length) return null;
  return (
    <section aria-labelledby={block.title ? titleId : undefined} className="px-4 py-12 sm:px-6">
      <SectionHeading id={titleId} title={block.title} />
      <ul className="mx-auto mt-8 flex max-w-5xl flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {clients.map((client) => (
          <Logo key={client.id} client={client} />
        ))}
      </ul>
    </section>
  );
}
