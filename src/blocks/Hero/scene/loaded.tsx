import { useState } from 'react';
import Spline from '@splinetool/react-spline';
import { cn } from '../../../ui/cn';

/** The only importer of the Spline runtime (~430 KB gzip): it loads in its own chunk, late. */
export default function LoadedScene({ url }: { url: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Spline
      scene={url}
      onLoad={() => setVisible(true)}
      className={cn(
        'absolute inset-0 transition-opacity duration-700 [&_a]:hidden',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    />
  );
}
