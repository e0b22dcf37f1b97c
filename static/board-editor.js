// The board editor (templates/boards/edit.html): edits the board file in the text area
// #board-json, which is what the form posts and the server checks. Continents and
// countries are added in forms, neighbours and bridges ticked (both sides at once, so a
// border is always two-way), countries dragged into place on the picture with the mouse
// or a pen. On the upload form, a chosen file is read into the text area.
"use strict";

(function () {
  // The upload form: read the chosen file into its text area.
  document.querySelectorAll("input[type=file][data-fills]").forEach(function (input) {
    input.addEventListener("change", function () {
      var file = input.files && input.files[0];
      var target = document.getElementById(input.dataset.fills);
      if (!file || !target) return;
      file.text().then(function (text) { target.value = text; });
    });
  });

  var root = document.getElementById("editor");
  var area = document.getElementById("board-json");
  if (!root || !area) return;
  var board;
  try { board = JSON.parse(area.value); } catch (e) { return; }
  root.hidden = false;
  var svgNS = "http://www.w3.org/2000/svg";
  var L = root.dataset;
  var selected = null;

  function save() { area.value = JSON.stringify(board, null, 2); }
  function country(id) { return board.territories.find(function (t) { return t.id === id; }); }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function field(label, value, onchange, type) {
    var wrap = el("label", {}, label + " ");
    var input = el("input", { type: type || "text", value: value === undefined ? "" : value });
    input.addEventListener("change", function () { onchange(input.value); save(); draw(); lists(); });
    wrap.appendChild(input);
    return wrap;
  }
  // Ticks or unticks `b` in `a`'s list `key` and `a` in `b`'s, so it stays two-way.
  function link(a, b, key, on) {
    [[a, b], [b, a]].forEach(function (p) {
      var t = country(p[0]);
      t[key] = (t[key] || []).filter(function (n) { return n !== p[1]; });
      if (on) t[key].push(p[1]);
      if (key === "neighbours" && !on && t.bridges) {
        t.bridges = t.bridges.filter(function (n) { return n !== p[1]; });
      }
      if (key === "bridges" && on && t.neighbours.indexOf(p[1]) < 0) t.neighbours.push(p[1]);
      if (t.bridges && t.bridges.length === 0) delete t.bridges;
    });
  }

  function draw() {
    var svg = document.getElementById("editor-board");
    svg.setAttribute("viewBox", "0 0 " + board.width + " " + board.height);
    svg.textContent = "";
    svg.appendChild(Object.assign(document.createElementNS(svgNS, "rect"), {}));
    svg.lastChild.setAttribute("width", "100%");
    svg.lastChild.setAttribute("height", "100%");
    svg.lastChild.setAttribute("fill", "#dfeaf2");
    board.territories.forEach(function (t) {
      t.neighbours.forEach(function (n) {
        var o = country(n);
        if (!o || o.id < t.id) return;
        var line = document.createElementNS(svgNS, "line");
        [["x1", t.x], ["y1", t.y], ["x2", o.x], ["y2", o.y]].forEach(function (a) { line.setAttribute(a[0], a[1]); });
        line.setAttribute("stroke", "#8a9aa8");
        line.setAttribute("stroke-width", "2");
        if ((t.bridges || []).indexOf(n) >= 0) line.setAttribute("stroke-dasharray", "8 5");
        svg.appendChild(line);
      });
    });
    board.territories.forEach(function (t) {
      var g = document.createElementNS(svgNS, "g");
      g.setAttribute("data-slug", t.id);
      var c = document.createElementNS(svgNS, "circle");
      c.setAttribute("cx", t.x); c.setAttribute("cy", t.y); c.setAttribute("r", 19);
      c.setAttribute("fill", t.id === selected ? "#f2b134" : "#ffffff");
      c.setAttribute("stroke", "#1d232b");
      var label = document.createElementNS(svgNS, "text");
      label.setAttribute("x", t.x); label.setAttribute("y", t.y + 32);
      label.setAttribute("text-anchor", "middle"); label.setAttribute("font-size", "12");
      label.textContent = t.name_it;
      g.appendChild(c); g.appendChild(label);
      g.style.cursor = "move";
      g.addEventListener("pointerdown", function (ev) { drag(ev, t, svg); });
      svg.appendChild(g);
    });
  }

  function drag(ev, t, svg) {
    selected = t.id;
    ev.preventDefault();
    var move = function (e) {
      var p = svg.createSVGPoint();
      p.x = e.clientX; p.y = e.clientY;
      var q = p.matrixTransform(svg.getScreenCTM().inverse());
      t.x = Math.max(0, Math.min(board.width, Math.round(q.x)));
      t.y = Math.max(0, Math.min(board.height, Math.round(q.y)));
      draw();
    };
    var up = function () {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      save(); draw(); lists();
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
  }

  function lists() {
    var conts = document.getElementById("editor-continents");
    conts.textContent = "";
    board.continents.forEach(function (c, i) {
      var row = el("fieldset", { class: "continent" });
      row.appendChild(el("legend", {}, c.id));
      row.appendChild(field("id", c.id, function (v) {
        board.territories.forEach(function (t) { if (t.continent === c.id) t.continent = v; });
        c.id = v;
      }));
      row.appendChild(field("it", c.name_it, function (v) { c.name_it = v; }));
      row.appendChild(field("es", c.name_es, function (v) { if (v) c.name_es = v; else delete c.name_es; }));
      row.appendChild(field("en", c.name_en, function (v) { c.name_en = v; }));
      row.appendChild(field(L.bonus, c.bonus, function (v) { c.bonus = parseInt(v, 10) || 0; }, "number"));
      var rm = el("button", { type: "button", class: "button" }, L.remove);
      rm.addEventListener("click", function () { board.continents.splice(i, 1); save(); lists(); });
      row.appendChild(rm);
      conts.appendChild(row);
    });
    var addc = el("button", { type: "button", class: "button", id: "add-continent" }, L.addContinent);
    addc.addEventListener("click", function () {
      var n = board.continents.length + 1;
      board.continents.push({ id: "continente" + n, name_it: "Continente " + n, name_en: "Continent " + n, bonus: 2 });
      save(); lists();
    });
    conts.appendChild(addc);

    var list = document.getElementById("editor-countries");
    list.textContent = "";
    board.territories.forEach(function (t, i) {
      var row = el("fieldset", { class: "country" + (t.id === selected ? " selected" : ""), "data-slug": t.id });
      row.appendChild(el("legend", {}, t.id));
      row.appendChild(field("id", t.id, function (v) {
        board.territories.forEach(function (o) {
          ["neighbours", "bridges"].forEach(function (k) {
            if (o[k]) o[k] = o[k].map(function (n) { return n === t.id ? v : n; });
          });
        });
        t.id = v;
      }));
      row.appendChild(field("it", t.name_it, function (v) { t.name_it = v; }));
      row.appendChild(field("es", t.name_es, function (v) { if (v) t.name_es = v; else delete t.name_es; }));
      row.appendChild(field("en", t.name_en, function (v) { t.name_en = v; }));
      var sel = el("select", { "aria-label": L.continent });
      board.continents.forEach(function (c) {
        var o = el("option", { value: c.id }, c.id);
        if (c.id === t.continent) o.selected = true;
        sel.appendChild(o);
      });
      sel.addEventListener("change", function () { t.continent = sel.value; save(); });
      var cl = el("label", {}, L.continent + " ");
      cl.appendChild(sel);
      row.appendChild(cl);
      row.appendChild(field(L.card, t.card, function (v) { if (v) t.card = v; else delete t.card; }));
      ["neighbours", "bridges"].forEach(function (key) {
        var box = el("div", { class: "ticks " + key });
        box.appendChild(el("span", {}, L[key] + ": "));
        board.territories.forEach(function (o) {
          if (o.id === t.id) return;
          var lab = el("label", {});
          var tick = el("input", { type: "checkbox", name: key + ":" + t.id + ":" + o.id });
          tick.checked = (t[key] || []).indexOf(o.id) >= 0;
          tick.addEventListener("change", function () { link(t.id, o.id, key, tick.checked); save(); draw(); lists(); });
          lab.appendChild(tick);
          lab.appendChild(document.createTextNode(" " + o.id + " "));
          box.appendChild(lab);
        });
        row.appendChild(box);
      });
      var rm = el("button", { type: "button", class: "button" }, L.remove);
      rm.addEventListener("click", function () {
        board.territories.splice(i, 1);
        board.territories.forEach(function (o) {
          ["neighbours", "bridges"].forEach(function (k) {
            if (o[k]) o[k] = o[k].filter(function (n) { return n !== t.id; });
          });
        });
        save(); draw(); lists();
      });
      row.appendChild(rm);
      list.appendChild(row);
    });
    var add = el("button", { type: "button", class: "button", id: "add-country" }, L.addCountry);
    add.addEventListener("click", function () {
      var n = board.territories.length + 1;
      var id = "paese" + n;
      while (country(id)) { n += 1; id = "paese" + n; }
      board.territories.push({
        id: id, name_it: "Paese " + n, name_en: "Country " + n,
        continent: board.continents.length ? board.continents[0].id : "",
        neighbours: [], x: 40 + (n * 60) % (board.width - 80), y: 40 + Math.floor(n * 60 / (board.width - 80)) * 70 % (board.height - 90)
      });
      selected = id;
      save(); draw(); lists();
    });
    list.appendChild(add);
  }

  save();
  draw();
  lists();
})();
