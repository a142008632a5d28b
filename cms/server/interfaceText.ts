/**
 * Every word of the service's own interface, in one place so that it can be translated later:
 * the page layout's (cms/http/interfaceText.ts) and the service's own pages'. The interface is in
 * English, like the visual editor's; the site's visitors never see it.
 */
import { layoutText } from '../http/interfaceText.ts';

export const uiText = {
  ...layoutText,
  login: {
    title: 'Log in',
    name: 'Account name',
    password: 'Password',
    submit: 'Log in',
    wrong: 'That account name and password do not match.',
    lockedOut: (minutes: number) =>
      `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  home: {
    title: 'Home',
    intro: 'What you can do here:',
    inbox: 'Read and answer the leads sent through the site’s forms',
    site: 'See how many people visit each page, how many leads it brings and how fast it loads',
    drafts: 'Edit the site in your own draft and preview it',
    publish: 'Publish drafts and revert publications',
    people: 'Export or erase a person’s data on request',
  },
  errors: {
    notFound: 'Page not found',
    notFoundText: 'There is nothing at this address.',
    forbidden: 'Not allowed',
    forbiddenText: 'Your role does not allow this.',
    csrf: 'This form had expired or came from elsewhere. Go back, reload the page and try again.',
    tooLarge: 'What you sent is too large.',
    method: 'Not possible here',
    methodText: 'This address does not take this kind of request.',
    badRequest: 'This request could not be read.',
    server: 'Something went wrong on the server. Please try again.',
    back: 'Back to the home page',
  },
  inbox: {
    title: 'Inbox',
    filters: 'Filters',
    form: 'Form',
    anyForm: 'All forms',
    from: 'Received from',
    to: 'Received until',
    apply: 'Show',
    csv: 'Download these leads as CSV',
    empty: 'No leads match.',
    received: 'Received',
    summary: 'Lead',
    status: 'Status',
    handled: 'Handled',
    open: 'Not handled',
    previous: 'Newer leads',
    next: 'Older leads',
    page: (n: number) => `Page ${n}`,
    caption: 'Leads, newest first',
    lead: (id: number) => `Lead #${id}`,
    answers: 'Answers',
    calendar: 'Add these times to a calendar (.ics)',
    resume: 'Résumé',
    download: (type: string, size: string) => `Download the résumé (${type}, ${size})`,
    markHandled: 'Mark handled',
    markOpen: 'Mark not handled',
    handledOn: (when: string) => `Handled on ${when}`,
    backToInbox: 'Back to the inbox',
  },
  people: {
    title: 'A person’s data',
    intro:
      'For a person who asks what is stored about them, or asks for its erasure. They are found by e-mail address.',
    email: 'E-mail address',
    export: 'Download their data (JSON)',
    erase: 'Erase their data…',
    confirmTitle: 'Erase this person’s data?',
    confirmText: (email: string, count: number) =>
      `${count} lead${count === 1 ? '' : 's'} from ${email} will be deleted, with any résumé. This cannot be undone.`,
    confirm: 'Yes, erase for good',
    cancel: 'Cancel',
    erased: (count: number) => `Erased ${count} lead${count === 1 ? '' : 's'}.`,
    nothing: 'Nothing is stored for this address.',
  },
  units: {
    bytes: (n: number) =>
      n < 1024
        ? `${n} B`
        : n < 1024 * 1024
          ? `${Math.round(n / 1024)} KB`
          : `${(n / 1048576).toFixed(1)} MB`,
  },
};
