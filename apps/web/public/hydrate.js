// Starts the app after the first frame (issue 17): what it does and why, in apps/web/build/html-order.ts.
(function () {
  var s = document.currentScript,
    d = document,
    e = s && s.getAttribute('data-entry');
  if (!e) return;
  var c = (s.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    for (var i = 0; i < c.length; i += 1) {
      var l = d.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.href = c[i];
      d.head.appendChild(l);
    }
    var t = d.getElementById('ssr-preloads');
    if (t && 'content' in t) d.head.appendChild(t.content.cloneNode(true));
    var m = d.createElement('script');
    m.type = 'module';
    m.crossOrigin = '';
    m.src = e;
    d.head.appendChild(m);
  }
  if (!d.getElementById('ssr-state') || d.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
