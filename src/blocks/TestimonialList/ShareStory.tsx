import { useLanguage } from '../../i18n/LanguageContext';
import { localizePath } from '../../engine/routing';
import { useText } from '../../i18n/useText';
import { Button } from '../../ui/Button';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { shareOrCopy } from '../BlogArticle/share';
import { W } from './testimonials';

/**
 * Share Story (docs/site/testimonials.md#share): the device's share sheet where there is one;
 * otherwise the story's own address (/testimonials/<id>, in the visitor's language) is copied and
 * the visitor told so.
 */
export function ShareStory({
  path,
  title,
  summary,
}: {
  path: string;
  title: string;
  summary: string;
}) {
  const text = useText();
  const lang = useLanguage();
  const onShare = async () => {
    const url = new URL(localizePath(path, lang), window.location.origin).href;
    const result = await shareOrCopy({ title, text: summary, url });
    if (result === 'copied') window.alert(text(W.story('copied')));
  };
  return (
    <Button variant="secondary" data-share-story onClick={() => void onShare()}>
      <SpriteIcon name="share" className="size-4" />
      {text(W.story('share'))}
    </Button>
  );
}
