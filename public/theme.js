// First paint in the right theme, before the stylesheet applies (an external file: a strict
// Content Security Policy forbids inline scripts). The app keeps it in sync afterwards
// (src/app/theme.ts holds the same rule with tests).
(function () {
  var html = document.documentElement;
  if (html.getAttribute('data-theme') === 'dark') return;
  try {
    var original = localStorage.getItem('original-theme');
    var saved = original !== null ? original : localStorage.getItem('theme');
    var system = matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
    var theme = saved === 'light' || saved === 'dark' ? saved : system;
    html.classList.toggle('dark', theme === 'dark');
  } catch {
    // Storage can be blocked; the prerendered default stays.
  }
})();
