// The demo publisher's own ad code for the `custom` integration: window.__generate_viafoura_tag(element,
// info) fills a slot the product asks for with a house ad. A page includes it itself, before vf.js.
(function () {
  var origin = new URL(document.currentScript ? document.currentScript.src : location.href).origin;
  window.__generate_viafoura_tag = function (element, info) {
    var link = document.createElement('a');
    link.href = origin + '/reviews.html';
    link.rel = 'sponsored';
    var img = document.createElement('img');
    img.width = info.width;
    img.height = info.height;
    img.alt = 'House ad: The Daily Demo food guide';
    img.src = origin + '/dev/ads/creative.svg?kind=custom&w=' + info.width + '&h=' + info.height;
    link.appendChild(img);
    element.replaceChildren(link);
  };
})();
