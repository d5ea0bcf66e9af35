// Starts the app (issue 17, docs/performance.md "LCP"). The build replaced index.html's module script and its
// modulepreload links by this classic deferred script: data-entry is the entry module, data-preload its chunks.
// A server-rendered page (it has #ssr-state) is complete HTML: its scripts are not needed to paint it, and
// fetched at once they would share a slow connection with the stylesheet and the pictures, so they start after
// the first frame, with the screen's chunks the server listed (inert in <template id="ssr-preloads">). A
// client-rendered page starts at once. Content-Security-Policy allows it: it is a file of the site.
(function () {
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (self.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    for (var i = 0; i < chunks.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = chunks[i];
      document.head.appendChild(link);
    }
    var listed = document.getElementById('ssr-preloads');
    if (listed && 'content' in listed) document.head.appendChild(listed.content.cloneNode(true));
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (!document.getElementById('ssr-state') || document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
