import { TEXT_KEY } from './textKey';

const SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The locale namespaces a page's words come from: "common" and "consent" (the cookie banner can
 * appear on any page) plus every "ns:" its keys name.
 */
export function pageNamespaces(page: unknown): string[] {
  const found = new Set<string>(['common', 'consent']);
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      const ns = TEXT_KEY.test(v) && v.slice(0, v.indexOf(':'));
      if (ns && !SCHEMES.has(ns)) found.add(ns);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(page);
  return [...found].sort();
}
