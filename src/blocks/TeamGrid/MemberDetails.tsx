import { useTranslation } from '../../i18n/react';
import type { ShownMember } from './members';
import { SpriteIcon } from '../../ui/SpriteIcon';

/** Role, experience, bio, expertise and certifications: shared by the grid card and the orbit. */
export function MemberDetails({ member }: { member: ShownMember }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-sm font-medium text-accent">{member.role}</p>
      {member.experience && <p className="mt-1 text-xs text-muted">{member.experience}</p>}
      {member.bio && <p className="mt-3 text-sm leading-relaxed text-muted">{member.bio}</p>}
      {member.expertise && member.expertise.length > 0 && (
        <>
          <p className="sr-only">{t('teamGrid.expertise')}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {member.expertise.map((skill, i) => (
              <li
                key={`${i}:${skill}`}
                className="rounded-full border border-border px-3 py-1 text-xs"
              >
                {skill}
              </li>
            ))}
          </ul>
        </>
      )}
      {member.certifications && member.certifications.length > 0 && (
        <>
          <p className="mt-4 text-xs font-semibold tracking-wide text-muted uppercase">
            {t('teamGrid.certifications')}
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {member.certifications.map((cert, i) => (
              <li key={`${i}:${cert}`} className="flex items-center gap-2">
                <SpriteIcon name="award" className="size-4 shrink-0 text-accent" />
                {cert}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
