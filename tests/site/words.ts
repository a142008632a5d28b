/**
 * What an editor owns, read from the site's files: unit tests take every expected visible text
 * and block order from the same helpers as the browser and Node tests (tests/site.ts).
 */
export { fill, localeWords, pageBlocks, pageBlockTypes, pageText } from '../site';
