// A development stand-in for Outbrain's script: OBR.extern.callRecs answers recommendations (doc with
// content, source_display_name, thumbnail.url and url) for the demo site's own pages, which the product
// draws itself. One title is long, to show the 70-character cut.
(function () {
  var origin = new URL(document.currentScript ? document.currentScript.src : location.href).origin;
  var thumb = function (kind) { return origin + '/dev/ads/creative.svg?kind=' + kind + '&w=160&h=120'; };
  window.OBR = window.OBR || {};
  window.OBR.extern = {
    callRecs: function (request, callback) {
      setTimeout(function () {
        callback({
          doc: [
            { content: 'The Daily Demo food guide: every new opening in the city, reviewed and rated by the readers who ate there', source_display_name: 'The Daily Demo', url: origin + '/reviews.html', thumbnail: { url: thumb('outbrain') } },
            { content: 'Live: the election night as it happens', source_display_name: 'The Daily Demo', url: origin + '/liveblog.html', thumbnail: { url: thumb('outbrain') } },
            { content: 'Ask a scientist, live', source_display_name: 'The Daily Demo', url: origin + '/chat.html', thumbnail: { url: thumb('outbrain') } },
          ],
          request: request,
        });
      }, 20);
    },
  };
})();
