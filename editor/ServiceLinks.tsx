/** The team service puts its session's token in the editor's page; `npm run edit` does not. */
const inService = () =>
  typeof document !== 'undefined' && !!document.querySelector('meta[name="cms-csrf"]');

/** In the team service, the way back to its pages from either screen of the editor. */
export function ServiceLinks() {
  if (!inService()) return null;
  return (
    <>
      <a href="/drafts">Drafts</a>
      <a href="/inbox">Inbox</a>
    </>
  );
}
