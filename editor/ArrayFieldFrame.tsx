import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Puck's list field, marked with its place (for the lint's problems and for tests) and with a
 * name on its "add" button: Puck draws it as an icon alone, which a screen reader announces as
 * just "button".
 */
export function ArrayFieldFrame({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const name = () => {
      const buttons = ref.current?.querySelectorAll<HTMLButtonElement>('button');
      const add = buttons?.[buttons.length - 1];
      if (add && !add.textContent?.trim() && !add.getAttribute('aria-label'))
        add.setAttribute('aria-label', `Add to ${label}`);
    };
    name();
    const observer = new MutationObserver(name);
    if (ref.current) observer.observe(ref.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return (
    <div ref={ref} className="ed-field" data-field={name}>
      {children}
    </div>
  );
}
