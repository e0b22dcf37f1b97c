// One server-sent event stream that lets go of its connection while the page is not
// shown. Browsers allow six HTTP/1.1 connections per host, and Chromium keeps a page
// with its open stream in the back/forward cache: six live pages opened in a row on a
// phone used up every connection and the seventh froze until one timed out. So the
// stream closes on `pagehide` (and when the tab is hidden) and opens again on
// `pageshow` (or when the tab is shown), then calls `onReopen` so the page catches up
// on what it missed while closed or disconnected.
//
//   arbitroStream(url, { change: fn(event), reopen: fn(), error: fn() }) -> { close: fn() }
//
// `error` (optional) is called when the connection drops or cannot be made (the
// browser keeps retrying; `reopen` follows once it is back).
//
// Used by table.js (public table), projector.js (projector, tournament live pages),
// draft.js (player draft pages) and the console.
(function () {
  "use strict";

  function arbitroStream(url, handlers) {
    if (!url || !window.EventSource) return { close: function () {} };
    var es = null;
    var everOpened = false;
    var stopped = false;

    function open() {
      if (es || stopped) return;
      es = new EventSource(url);
      es.addEventListener("change", function (e) {
        if (handlers.change) handlers.change(e);
      });
      // The first open is the page's own load; any later open (after a dropped
      // connection or a hidden page) means changes may have been missed.
      es.addEventListener("open", function () {
        if (everOpened && handlers.reopen) handlers.reopen();
        everOpened = true;
      });
      es.addEventListener("error", function () {
        if (handlers.error) handlers.error();
      });
    }
    function close() {
      if (!es) return;
      es.close();
      es = null;
    }

    window.addEventListener("pagehide", close);
    window.addEventListener("pageshow", function () { open(); });
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "hidden") close();
      else open();
    });
    open();
    var handle = {
      close: function () { stopped = true; close(); },
      isOpen: function () { return es !== null; }
    };
    // Every stream of the page, for the browser tests to look at.
    (window.arbitroStreams = window.arbitroStreams || []).push(handle);
    return handle;
  }

  window.arbitroStream = arbitroStream;
})();
