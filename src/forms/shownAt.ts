/**
 * When a form that is there from the start was first shown: with the page. A prerendered form is
 * on screen, and can be filled in, from the first paint on, seconds before the app hydrates it on
 * a slow phone: counted from the hydration, a visitor who filled it in meanwhile and sent it as
 * the app arrived was taken for a bot, shown the confirmation, and their message dropped. A form
 * the app renders later (after a navigation inside the site) appears now.
 */
// Apart from minFill.ts: the footer's box needs only this on every page's first load.
export const firstShownAt = (): number =>
  typeof document === 'undefined' || document.documentElement.hasAttribute('data-hydrated')
    ? Date.now()
    : performance.timeOrigin;
