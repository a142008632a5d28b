/**
 * The words of the page layout every room's pages share (pageLayout.ts): the service's name, its
 * navigation, who is signed in. The interface is in English, like the visual editor's; the
 * site's visitors never see it. The service's other words are in cms/server/interfaceText.ts.
 */
export const layoutText = {
  service: 'Atlas CMS',
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main',
    inbox: 'Inbox',
    site: 'Site',
    drafts: 'Drafts',
    history: 'History',
  },
  roles: { editor: 'editor', publisher: 'publisher' },
  signedInAs: (name: string, role: string) => `Signed in as ${name} (${role})`,
  logout: 'Log out',
};
