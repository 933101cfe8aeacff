// A development stand-in for Snigel's AdEngine loader: adngin.cmd.startAuction fills each placement with
// a house creative of the first fixed size it accepts.
(function () {
  var origin = new URL(document.currentScript ? document.currentScript.src : location.href).origin;
  var adngin = (window.adngin = window.adngin || {});
  adngin.cmd = {
    startAuction: function (units) {
      units.forEach(function (unit) {
        var element = document.getElementById(unit.placement);
        if (!element) return;
        var size = (unit.sizes || []).filter(function (s) { return Array.isArray(s); })[0] || [300, 250];
        var img = document.createElement('img');
        img.width = size[0];
        img.height = size[1];
        img.alt = 'Development ad (Snigel): The Daily Demo events';
        img.src = origin + '/dev/ads/creative.svg?kind=snigel&w=' + size[0] + '&h=' + size[1];
        element.replaceChildren(img);
      });
    },
  };
  var queued = adngin.queue || [];
  adngin.queue = { push: function (fn) { fn(); } };
  queued.forEach(function (fn) { fn(); });
})();
