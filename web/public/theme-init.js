/*
 * Applies the saved theme, font and animation settings before the first paint, so a dark-mode
 * user never sees a white flash. Loaded as an external file because the server's Content
 * Security Policy forbids inline scripts. Mirrors applySettings() in src/lib/settings.ts.
 */
(function () {
  var root = document.documentElement;
  var settings;
  try {
    settings = JSON.parse(window.localStorage.getItem('superprompt.settings') || '{}') || {};
  } catch {
    settings = {};
  }
  var theme = settings.theme === 'dark' || settings.theme === 'system' ? settings.theme : 'light';
  var systemDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  var dark = theme === 'dark' || (theme === 'system' && systemDark);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  var fonts = ['default', 'poppins', 'comic', 'serif', 'mono'];
  root.setAttribute(
    'data-font',
    fonts.indexOf(settings.fontFamily) >= 0 ? settings.fontFamily : 'default',
  );
  root.setAttribute('data-animations', settings.animations === false ? 'off' : 'on');
  // The Teams banner, dismissed on an earlier visit, stays hidden in the pre-rendered page.
  try {
    if (window.localStorage.getItem('superprompt.teamsBannerDismissed') === '1') {
      root.classList.add('teams-banner-dismissed');
    }
  } catch {
    // storage unavailable
  }
})();
