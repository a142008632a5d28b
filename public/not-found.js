// The 404 page's own script: an address no page has goes to its language's home page now (spec:
// unknown paths redirect to /), not after the app's ~100 KB arrive, which on a slow phone left a
// blank page for seconds. Addresses the app answers itself (an unknown article id) are left to the
// app. It stands in the 404 page's head alone, after the facts it reads (scripts/build/prerender.ts,
// served by its content under /assets/ like public/fonts.js): in every page's start script it was
// 0.2 KB of Brotli on each of 462 pages for the one page that runs it.
(function () {
  var facts = document.getElementById('unknown-address');
  if (!facts) return;
  var known = JSON.parse(facts.textContent);
  var parts = location.pathname.split('/').filter(Boolean);
  var lang = known.defaultLanguage;
  if (parts.length && parts[0] !== lang && known.languages.indexOf(parts[0]) >= 0)
    lang = parts.shift();
  var rest = parts.join('/');
  var answered = known.appAnswers.some(function (prefix) {
    return rest.indexOf(prefix + '/') === 0 && rest.length > prefix.length + 1;
  });
  if (answered) return;
  if (window.performance && performance.mark) performance.mark('unknown-address:home');
  // The rest of this page is not read: its start script would ask for the app's code.
  window.stop();
  location.replace(lang === known.defaultLanguage ? '/' : '/' + lang);
})();
