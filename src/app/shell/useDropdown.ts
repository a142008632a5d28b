import { useEffect, useState } from 'react';
import { Dropdown, type DropdownSnapshot } from './dropdown';

export function useDropdown(): [DropdownSnapshot, Dropdown] {
  const [snapshot, setSnapshot] = useState<DropdownSnapshot>({ open: null, closing: null });
  const [dropdown] = useState(() => new Dropdown(setSnapshot));
  useEffect(() => () => dropdown.dispose(), [dropdown]);
  return [snapshot, dropdown];
}
