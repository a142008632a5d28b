/**
 * Range and conditional requests for the local server, decided on the file's own validators.
 * Written here because sirv gets both wrong: it reads "bytes=-5" as the first six bytes, answers
 * "bytes=abc" with 206 and the whole file, throws out of the process on "bytes=2-1" or a 20-digit
 * position, and only knows an If-None-Match that is byte for byte its ETag. The rules are
 * RFC 9110's, resolved the way nginx resolves what the RFC leaves open, so that the conformance
 * suite finds every engine answering alike: one range is served; a list is answered whole; a
 * malformed or unsatisfiable one is 416; another unit is ignored.
 */

export type RangeAnswer =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

// Positions past 2^63 - 1 are malformed to nginx and Go alike; BigInt keeps the comparison exact.
const MAX_POSITION = 2n ** 63n - 1n;
const SPEC = /^(\d*)[ \t]*-[ \t]*(\d*)$/;

/** What a Range header asks of a representation of `size` bytes. */
export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'full' };
  const unit = /^bytes=/i.exec(header);
  // A list of ranges is answered whole (nginx with max_ranges 1; Caddy is told to drop it).
  if (!unit || header.includes(',')) return { kind: 'full' };
  // A bare "bytes=" names no range: nginx ignores the header (shorter than its shortest range),
  // Go's parser finds no range in it, and both send the whole file.
  if (header.length === unit[0].length) return { kind: 'full' };
  const specs = header
    .slice(unit[0].length)
    .split(',')
    .map((s) => s.replace(/^[ \t]+|[ \t]+$/g, ''));
  const ranges: { start: number; end: number }[] = [];
  for (const spec of specs) {
    const m = SPEC.exec(spec);
    if (!m || (m[1] === '' && m[2] === '')) return { kind: 'unsatisfiable' };
    const [first, last] = [m[1] ?? '', m[2] ?? ''];
    if ((first && BigInt(first) > MAX_POSITION) || (last && BigInt(last) > MAX_POSITION))
      return { kind: 'unsatisfiable' };
    if (first === '') {
      // A suffix: the last N bytes, all of them when N exceeds the size.
      const n = Number(last);
      if (n === 0 || size === 0) continue;
      ranges.push({ start: Math.max(size - n, 0), end: size - 1 });
      continue;
    }
    const start = Number(first);
    const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
    if (last !== '' && Number(last) < start) return { kind: 'unsatisfiable' };
    if (start >= size) continue;
    ranges.push({ start, end });
  }
  return ranges[0] ? { kind: 'partial', ...ranges[0] } : { kind: 'unsatisfiable' };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** RFC 9110 13.1.2/13.1.3 for GET and HEAD: true when the cached copy is still good (304). */
export function notModified(
  request: { ifNoneMatch?: string; ifModifiedSince?: string },
  validators: { etag?: string; lastModified?: string },
): boolean {
  if (request.ifNoneMatch !== undefined) {
    if (!validators.etag) return false;
    const current = opaque(validators.etag);
    return request.ifNoneMatch
      .split(',')
      .some((tag) => tag.trim() === '*' || opaque(tag) === current);
  }
  if (request.ifModifiedSince === undefined || !validators.lastModified) return false;
  const since = Date.parse(request.ifModifiedSince);
  const modified = Date.parse(validators.lastModified);
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}

/** If-Range: the range applies only while the validator given is exactly the current one. */
export function rangeStillValid(
  ifRange: string | undefined,
  validators: { etag?: string; lastModified?: string },
): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  // A weak ETag never satisfies If-Range (strong comparison only).
  if (value.startsWith('"')) return !!validators.etag && value === validators.etag;
  return value === validators.lastModified;
}
