// A player's private draft page updates itself: on each change of the match (heard
// through stream.js, which lets go of the connection while the page is hidden) it
// fetches the page again and swaps #draft in, but only when the fresh copy's
// data-version differs (a new pass, this seat's own pick, the end): another player's
// pick never disturbs a choice being made, nor does anything once a card is ticked.
(function () {
  "use strict";
  var draft = document.getElementById("draft");
  if (!draft || !window.arbitroStream) return;
  var refresh = function () {
    fetch(location.pathname, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (!html) return;
        var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("draft");
        var old = document.getElementById("draft");
        if (!fresh || !old) return;
        if (fresh.getAttribute("data-version") === old.getAttribute("data-version")) return;
        // A choice being made is never swapped away (its own submit reloads the page).
        if (old.querySelector("input[name=territory]:checked")) return;
        old.replaceWith(document.importNode(fresh, true));
      })
      .catch(function () {});
  };
  window.arbitroStream(draft.getAttribute("data-events"), { change: refresh, reopen: refresh });
})();
