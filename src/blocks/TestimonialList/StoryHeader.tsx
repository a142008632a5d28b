import { useText } from '../../i18n/useText';
import { around } from '../../i18n/typography';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { ClientAvatar } from './ClientAvatar';
import { Rating } from './Rating';
import { W, type Testimonial } from './testimonials';
import { Verified } from './Verified';

/** Who told the story: the client's avatar, the story's title, name, rating, industry, place. */
export function StoryHeader({
  item,
  titleId,
  level,
}: {
  item: Testimonial;
  titleId: string;
  level: 1 | 2;
}) {
  const text = useText();
  const anonymous = text(W.story('anonymous'));
  // "Industry: …" for screen readers, the phrase and its spacing as the words write it.
  const labelled = (label: string) =>
    around((value) => text('common:phrase.labelled', { label, value }))[0];
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <ClientAvatar
        name={item.clientName}
        anonymous={anonymous}
        photo={item.clientAvatar}
        alt={item.clientAvatarAlt}
        className="size-16 text-lg"
      />
      <div className="min-w-0">
        <Title
          id={titleId}
          className={
            level === 1
              ? 'text-3xl font-bold tracking-tight break-words sm:text-4xl'
              : 'text-2xl font-bold break-words'
          }
        >
          {item.clientCompany || item.clientName || anonymous}
        </Title>
        <p className="mt-1 break-words text-muted">
          <span className="font-semibold text-fg">{item.clientName || anonymous}</span>
          {item.clientTitle && ` · ${item.clientTitle}`}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <Rating rating={item.rating} />
          {item.verified && <Verified />}
          <span className="inline-flex items-center gap-1">
            <SpriteIcon name="building" className="size-4" />
            <span className="sr-only">{labelled(text(W.story('industry')))}</span>
            {item.clientIndustry}
          </span>
          {item.clientLocation && (
            <span className="inline-flex items-center gap-1">
              <SpriteIcon name="map-pin" className="size-4" />
              <span className="sr-only">{labelled(text(W.story('location')))}</span>
              {item.clientLocation}
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
