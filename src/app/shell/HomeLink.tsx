import site from '../../../site.json';
import { SmartLink } from '../../ui/SmartLink';

/** The site's name, linking to its home: the start of the full header and of the minimal one. */
export function HomeLink() {
  return (
    <SmartLink
      href="/"
      className="text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-accent"
    >
      {site.name}
    </SmartLink>
  );
}
