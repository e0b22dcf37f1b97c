// RisiKo! torneo's console panel (templates/console/torneo/panel.html), on top of
// console.js and classic.js (which the panel shares for the throws and placements).
// The sdadata: once both dice have a face picked, the form is posted — two taps, no
// button needed (the button stays for a change of mind and for no JavaScript).
(function () {
  "use strict";
  if (window.arbitroTorneo) return;
  window.arbitroTorneo = true;
  document.addEventListener("change", function (e) {
    var form = e.target.form;
    if (!form || form.id !== "sdadata_form") return;
    var d1 = form.querySelector("input[name=d1]:checked");
    var d2 = form.querySelector("input[name=d2]:checked");
    if (d1 && d2) form.requestSubmit(form.querySelector("[data-sdadata-go]"));
  });
})();
