import { useEffect, useRef } from 'react';

/**
 * Leaving the editor with unsaved changes asks first (the browser's own question). `unsaved` is
 * asked at the moment of leaving, so a change kept outside React's state (the words) counts.
 */
export function useLeaveWarning(unsaved: () => boolean) {
  const ask = useRef(unsaved);
  useEffect(() => {
    ask.current = unsaved;
  });
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (ask.current()) e.preventDefault();
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, []);
}
