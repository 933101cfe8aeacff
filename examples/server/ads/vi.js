// A development stand-in for vi's tag loader: viAPItag.initInstreamBanner draws a video ad's poster (a
// house creative from the service) in the div.
(function () {
  var origin = new URL(document.currentScript ? document.currentScript.src : location.href).origin;
  window.viAPItag = {
    initInstreamBanner: function (div, options) {
      var element = document.getElementById(div);
      if (!element) throw new Error('vi: no element ' + div);
      var img = document.createElement('img');
      img.width = options.width;
      img.height = options.height;
      img.alt = 'Development video ad (vi): a week at city hall';
      img.src = origin + '/dev/ads/creative.svg?kind=vi&w=' + options.width + '&h=' + options.height;
      element.replaceChildren(img);
    },
  };
})();
