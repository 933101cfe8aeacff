// A development stand-in for Google Publisher Tag (gpt.js), served by the demo service so the demo never
// reaches the outside network: googletag.cmd, defineSlot, pubads, enableServices and display, enough for
// the product's gtag integration. display() draws a house creative from the service in the slot's div.
(function () {
  var origin = new URL(document.currentScript ? document.currentScript.src : location.href).origin;
  var googletag = (window.googletag = window.googletag || { cmd: [] });
  var slots = {};
  var privacy = { nonPersonalizedAds: true };
  var pubads = {
    setPrivacySettings: function (settings) { privacy = Object.assign({}, privacy, settings); return pubads; },
    enableSingleRequest: function () { return pubads; },
    addEventListener: function () { return pubads; },
  };
  googletag.apiReady = true;
  googletag.pubads = function () { return pubads; };
  googletag.enableServices = function () {};
  googletag.defineSlot = function (path, size, div) {
    if (!path || !div) return null;
    var slot = { path: path, size: size, div: div, addService: function () { return slot; } };
    slots[div] = slot;
    return slot;
  };
  googletag.display = function (div) {
    var slot = slots[div];
    var element = document.getElementById(div);
    if (!slot || !element) return;
    var link = document.createElement('a');
    link.href = origin + '/reviews.html';
    link.rel = 'sponsored';
    var img = document.createElement('img');
    img.width = slot.size[0];
    img.height = slot.size[1];
    img.alt = 'Development ad (gtag' + (privacy.nonPersonalizedAds ? '' : ', personalized') + '): The Daily Demo food guide';
    img.src = origin + '/dev/ads/creative.svg?kind=gtag&w=' + slot.size[0] + '&h=' + slot.size[1];
    link.appendChild(img);
    element.replaceChildren(link);
  };
  var queued = googletag.cmd || [];
  googletag.cmd = { push: function (fn) { try { fn(); } catch (e) { console.warn(e); } return 0; } };
  for (var i = 0; i < queued.length; i++) googletag.cmd.push(queued[i]);
})();
