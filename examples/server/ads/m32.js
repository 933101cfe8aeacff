// A development stand-in for m32's GPT or custom file: ready a moment after it runs (the product polls
// its readiness every 10 ms), then display() draws a house creative from the service in the slot's div.
(function () {
  var origin = new URL(document.currentScript ? document.currentScript.src : location.href).origin;
  var m32 = (window.m32 = { ready: false });
  m32.display = function (div, options) {
    var element = document.getElementById(div);
    if (!element) return;
    var img = document.createElement('img');
    img.width = options.width;
    img.height = options.height;
    img.alt = 'Development ad (m32): The Daily Demo newsletter';
    img.src = origin + '/dev/ads/creative.svg?kind=m32&w=' + options.width + '&h=' + options.height;
    element.replaceChildren(img);
  };
  setTimeout(function () { m32.ready = true; }, 30);
})();
