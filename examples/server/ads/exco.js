// A development stand-in for the ex.co player script: ExCoPlayer.create draws a video ad's poster (a
// house creative from the service) in the container; a real player would play there.
(function () {
  var origin = new URL(document.currentScript ? document.currentScript.src : location.href).origin;
  window.ExCoPlayer = {
    create: function (options) {
      var img = document.createElement('img');
      img.width = options.width;
      img.height = options.height;
      img.alt = 'Development video ad (ex.co): the riverside park in one minute';
      img.src = origin + '/dev/ads/creative.svg?kind=exco&w=' + options.width + '&h=' + options.height;
      options.container.replaceChildren(img);
      return { playerId: options.playerId };
    },
  };
})();
