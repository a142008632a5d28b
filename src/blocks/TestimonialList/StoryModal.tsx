import { useId } from 'react';
import { useText } from '../../i18n/useText';
import { BottomSheet } from '../../ui/BottomSheet';
import { ButtonLink } from '../../ui/Button';
import { ShareStory } from './ShareStory';
import { Story } from './Story';
import { W, type Testimonial } from './testimonials';

/** A card's full story in the bottom sheet, with Share Story and a link to its own page. */
export function StoryModal({
  item,
  detailPath,
  onClose,
}: {
  item: Testimonial;
  detailPath: string;
  onClose: () => void;
}) {
  const text = useText();
  const titleId = useId();
  const path = `${detailPath}/${item.id}`;
  return (
    <BottomSheet labelledBy={titleId} closeLabel={text(W.story('close'))} onClose={onClose}>
      <Story
        item={item}
        titleId={titleId}
        level={2}
        actions={
          <>
            <ShareStory
              path={path}
              title={item.clientCompany || item.clientName}
              summary={item.testimonial}
            />
            <ButtonLink href={path} data-story-page>
              {text(W.story('openPage'))}
            </ButtonLink>
          </>
        }
      />
    </BottomSheet>
  );
}
