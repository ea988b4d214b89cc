// The game editor: a game's keys as the game file holds them, drawn as fields from the schema
// (the page's data: each family's parameters), checked by the server as `check` checks a file.
// The person types only the moves of a worked example: the rules engine fills in what each does.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const fams = JSON.parse($("editor-data").textContent);
  const studio = window.accessibleKitsStudio;
  let gm = null;              // the game, as the game file's keys
  let last = null;            // the server's last answer
  let inUse = false;          // the studio's game is this one: its previews follow the edits
  let idTyped = false;        // the folder name was typed, not made from the title
  let timer = null, seq = 0;
  const pending = [];         // what to do once the next answer is shown (draw the steps, move the focus)

  const stop = (w) => w && (/[.!?]$/.test(w) ? w : w + ".");
  const sentence = (w) => w && stop(w[0].toUpperCase() + w.slice(1));
  const slugOf = (t) => t.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 64);
  const idFor = (path) => "gp-" + path.replace(/[^A-Za-z0-9]+/g, "-").replace(/-+$/, "");

  function fresh(family) {
    return {id: "", title: "", family: family, minutes: [5, 10], players: ["First player", "Second player"],
            params: JSON.parse(JSON.stringify(fams[family].start)), examples: []};
  }

  // -- drawing the fields ------------------------------------------------------------

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => e.setAttribute(k, v));
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function shownValue(f, v) {
    if (v === undefined || v === null) return "";
    return Array.isArray(v) ? v.join(", ") : String(v);
  }

  // one field of the schema (number, choice, list typed with commas), with its help and error lines
  function field(f, path, value) {
    const id = idFor(path);
    const box = el("div", {class: "field"});
    box.appendChild(el("label", {for: id}, f.label));
    const control = el("div", {class: "control"});
    let input;
    if (f.input === "select") {
      input = el("select", {});
      if (!f.required) input.appendChild(el("option", {value: ""}, "(the usual: " + f.options[0] + ")"));
      f.options.forEach((o) => input.appendChild(el("option", {value: o}, o)));
    } else {
      input = el("input", {type: f.input === "number" ? "number" : "text", spellcheck: "false", autocomplete: "off"});
      if (f.input === "number") { input.min = f.min; input.max = f.max; }
      if (f.input === "list") input.classList.add("wide");
    }
    input.id = id;
    input.dataset.gpath = path;
    input.dataset.kind = f.input === "list" ? "list-" + f.item : f.input;
    if (!f.required) input.dataset.optional = "true";
    input.setAttribute("aria-describedby", id + "-help " + id + "-err");
    input.value = shownValue(f, value);
    control.appendChild(input);
    box.appendChild(control);
    const help = f.input === "list" ? "Separate them with commas: " + stop(f.allowed[0].toLowerCase() + f.allowed.slice(1))
      : sentence(f.allowed);
    box.appendChild(el("p", {class: "help", id: id + "-help"}, help));
    box.appendChild(el("p", {class: "error", id: id + "-err"}));
    input.addEventListener(input.tagName === "SELECT" ? "change" : "input", changed);
    return box;
  }

  // a piece's squares, drawn small: what the cells typed make
  function drawing(cells) {
    const at = (cells || []).map((c) => /^([A-Za-z])(\d{1,2})$/.exec(String(c).trim())).filter(Boolean)
      .map((m) => [m[1].toUpperCase().charCodeAt(0) - 65, parseInt(m[2], 10) - 1]);
    if (!at.length) return el("span", {});
    const w = Math.max(...at.map((a) => a[0])) + 1, h = Math.max(...at.map((a) => a[1])) + 1;
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 " + w * 10 + " " + h * 10);
    svg.setAttribute("width", String(w * 24));
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", "The piece drawn: " + at.length + (at.length === 1 ? " square" : " squares") +
      ", " + w + " wide and " + h + " high");
    at.forEach(([x, y]) => {
      const r = document.createElementNS(ns, "rect");
      r.setAttribute("x", x * 10 + 0.5); r.setAttribute("y", (h - 1 - y) * 10 + 0.5);
      r.setAttribute("width", 9); r.setAttribute("height", 9);
      r.setAttribute("fill", "#000");
      svg.appendChild(r);
    });
    svg.classList.add("piece");
    return svg;
  }

  // -- a shape's squares: a grid of toggle buttons (one Tab stop, arrows move), and its turns drawn --

  const GRID_W = 8, GRID_H = 4;
  const cellName = (x, y) => String.fromCharCode(65 + x) + (y + 1);
  const parseCells = (text) => text.split(",").map((w) => w.trim().toUpperCase()).filter((w) => /^[A-Z]\d{1,2}$/.test(w));

  function turns(cells) {   // every way the shape can lie, turned and flipped, each once
    const at = cells.map((c) => [c.charCodeAt(0) - 65, parseInt(c.slice(1), 10) - 1]);
    const norm = (pts) => {
      const mx = Math.min(...pts.map((p) => p[0])), my = Math.min(...pts.map((p) => p[1]));
      return pts.map(([x, y]) => cellName(x - mx, y - my)).sort();
    };
    const seen = new Map();
    let pts = at;
    for (let flip = 0; flip < 2; flip++) {
      for (let r = 0; r < 4; r++) {
        pts = pts.map(([x, y]) => [y, -x]);
        const n = norm(pts);
        seen.set(n.join(","), n);
      }
      pts = pts.map(([x, y]) => [-x, y]);
    }
    return Array.from(seen.values());
  }

  function squaresGrid(input) {
    const box = el("div", {class: "squares"});
    const grid = el("div", {role: "group", class: "square-grid", "aria-label": "Squares of the piece: arrows move, Space puts a square in or out"});
    const on = () => new Set(parseCells(input.value));
    for (let y = GRID_H - 1; y >= 0; y--) {
      for (let x = 0; x < GRID_W; x++) {
        const name = cellName(x, y);
        const b = el("button", {type: "button", "data-cell": name, tabindex: x === 0 && y === 0 ? "0" : "-1",
                                "aria-pressed": String(on().has(name)), "aria-label": "Square " + name});
        b.addEventListener("click", () => {
          const now = on();
          if (now.has(name)) now.delete(name); else now.add(name);
          input.value = Array.from(now).sort((a, b2) => a.slice(1) - b2.slice(1) || a.localeCompare(b2)).join(", ");
          input.dispatchEvent(new Event("input"));
        });
        b.addEventListener("keydown", (e) => {
          const moves = {ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1]};
          if (!moves[e.key]) return;
          e.preventDefault();
          const nx = Math.min(GRID_W - 1, Math.max(0, x + moves[e.key][0]));
          const ny = Math.min(GRID_H - 1, Math.max(0, y + moves[e.key][1]));
          const next = grid.querySelector("[data-cell='" + cellName(nx, ny) + "']");
          grid.querySelectorAll("button").forEach((o) => o.setAttribute("tabindex", "-1"));
          next.setAttribute("tabindex", "0");
          next.focus();
        });
        grid.appendChild(b);
      }
    }
    box.appendChild(grid);
    const shown = el("div", {class: "turns"});
    box.appendChild(shown);
    const update = () => {
      const now = on();
      grid.querySelectorAll("button").forEach((b) => b.setAttribute("aria-pressed", String(now.has(b.dataset.cell))));
      shown.textContent = "";
      if (!now.size) return;
      const ways = turns(Array.from(now));
      shown.appendChild(el("p", {class: "help"}, "Turned and flipped, it can lie " + ways.length +
        (ways.length === 1 ? " way:" : " ways:")));
      const row = el("div", {class: "turn-row"});
      ways.forEach((w) => row.appendChild(drawing(w)));
      shown.appendChild(row);
    };
    input.addEventListener("input", update);
    update();
    return box;
  }

  const one_of = (key) => key[0].toUpperCase() + key.slice(1).replace(/s$/, "");   // "pieces" -> "Piece"

  function tables(f, path, items) {
    const box = el("fieldset", {class: "group", id: idFor(path), "data-gpath": path});
    box.appendChild(el("legend", {}, f.label));
    (items || []).forEach((item, i) => {
      const where = path + "[" + (i + 1) + "]";
      const one = el("fieldset", {class: "group", id: idFor(where), "data-gpath": where});
      one.appendChild(el("legend", {}, one_of(f.key) + " " + (i + 1)));
      f.fields.forEach((sub) => {
        const box = field(sub, where + "." + sub.key, item[sub.key]);
        one.appendChild(box);
        if (sub.squares) one.appendChild(squaresGrid(box.querySelector("input")));
      });
      one.appendChild(el("p", {class: "error", id: idFor(where) + "-err"}));
      const remove = el("button", {type: "button"}, "Remove " + one_of(f.key).toLowerCase() + " " + (i + 1));
      remove.addEventListener("click", () => { collect(); getAt(path).splice(i, 1); drawParams(); changed(); });
      one.appendChild(remove);
      box.appendChild(one);
    });
    box.appendChild(el("p", {class: "error", id: idFor(path) + "-err"}));
    const add = el("button", {type: "button", id: idFor(path) + "-add"}, "Add one more");
    add.addEventListener("click", () => {
      collect();
      const list = getAt(path);
      list.push(Object.fromEntries(f.fields.map((s) => [s.key, s.input === "list" ? [] : ""])));
      drawParams();
      changed();
      $(idFor(path + "[" + list.length + "]." + f.fields[0].key)).focus();
    });
    box.appendChild(add);
    return box;
  }

  function getAt(path) {   // "params.pieces" -> the list in gm
    return path.split(".").reduce((o, k) => o[k] = o[k] || [], gm);
  }

  function drawParams() {
    const box = $("g-params");
    box.querySelectorAll(":scope > :not(legend)").forEach((n) => n.remove());
    fams[gm.family].params.forEach((f) => {
      const path = "params." + f.key;
      box.appendChild(f.input === "tables" ? tables(f, path, gm.params[f.key]) : field(f, path, gm.params[f.key]));
    });
  }

  function drawExamples() {
    const box = $("g-examples");
    box.textContent = "";
    gm.examples.forEach((ex, i) => {
      const n = i + 1, where = "examples[" + n + "]";
      const fs = el("fieldset", {class: "group", id: idFor(where), "data-gpath": where});
      fs.appendChild(el("legend", {}, "Worked example " + n));
      fs.appendChild(field({label: "Title of the example", input: "text", allowed: "text, 1 to 80 characters", required: true},
        where + ".title", ex.title));
      fams[gm.family].example_keys.forEach((f) => fs.appendChild(field(f, where + "." + f.key, ex[f.key])));
      const list = el("ol", {class: "steps", id: idFor(where) + "-steps", "aria-label": "Moves of example " + n});
      const said = (last && last.steps && last.steps[i]) || [];
      ex.steps.forEach((st, j) => {
        const path = where + ".steps[" + (j + 1) + "].move";
        const li = el("li", {id: idFor(path), "data-gpath": path});
        li.appendChild(el("strong", {}, st.move));
        const words = said[j] ? said[j].words : "Played once the fields marked above are right.";
        li.appendChild(el("span", {class: said[j] && !said[j].legal ? "effect refused" : "effect"}, ": " + sentence(words)));
        li.appendChild(el("span", {class: "error", id: idFor(path) + "-err"}));
        list.appendChild(li);
      });
      fs.appendChild(list);
      const id = "g-move-" + n;
      const row = el("div", {class: "field"});
      row.appendChild(el("label", {for: id}, "Next move of example " + n));
      const control = el("div", {class: "control"});
      const input = el("input", {type: "text", id: id, spellcheck: "false", autocomplete: "off",
                                 "aria-describedby": id + "-help"});
      const play = el("button", {type: "button", id: id + "-play"}, "Play this move");
      const doPlay = () => {
        if (!input.value.trim()) return;
        collect();
        gm.examples[i].steps.push({move: input.value.trim()});
        check(() => { drawExamples(); $(id).focus(); sayLastStep(i); });
      };
      input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); doPlay(); } });
      play.addEventListener("click", doPlay);
      control.appendChild(input);
      control.appendChild(play);
      row.appendChild(control);
      row.appendChild(el("p", {class: "help", id: id + "-help"}, hint()));
      fs.appendChild(row);
      const buttons = el("div", {class: "buttons"});
      const undo = el("button", {type: "button", id: "g-undo-" + n}, "Take back the last move");
      undo.addEventListener("click", () => { collect(); gm.examples[i].steps.pop(); check(() => { drawExamples(); $("g-undo-" + n).focus(); }); });
      const drop = el("button", {type: "button", id: "g-drop-" + n}, "Remove example " + n);
      drop.addEventListener("click", () => { collect(); gm.examples.splice(i, 1); drawExamples(); changed(); $("g-add-example").focus(); });
      if (ex.steps.length) buttons.appendChild(undo);
      buttons.appendChild(drop);
      fs.appendChild(buttons);
      box.appendChild(fs);
    });
  }

  function hint() {   // how a move is written: one of the family's built-in worked examples
    const move = fams[gm.family].move;
    return move ? "Type a move as the game writes it, like " + move + ", and press Enter." : "Type a move and press Enter.";
  }

  function sayLastStep(i) {
    const said = last && last.steps && last.steps[i];
    if (said && said.length) {
      const s = said[said.length - 1];
      const n = last.problems.length;
      $("g-status").textContent = s.move + ": " + sentence(s.words) +
        " " + (n ? (n === 1 ? "1 problem" : n + " problems") + " to fix." : "No problems in the game.");
    }
  }

  function drawAll() {
    $("g-family").value = gm.family;
    $("g-title").value = gm.title || "";
    $("g-id").value = gm.id || "";
    $("g-min-low").value = (gm.minutes || [])[0] ?? "";
    $("g-min-high").value = (gm.minutes || [])[1] ?? "";
    $("g-player-1").value = (gm.players || [])[0] || "";
    $("g-player-2").value = (gm.players || [])[1] || "";
    drawParams();
    drawExamples();
  }

  // -- reading the fields back ---------------------------------------------------------

  function valueOf(input) {
    const t = input.value.trim();
    const kind = input.dataset.kind;
    if (kind === "number") return /^\d+$/.test(t) ? parseInt(t, 10) : (t === "" ? undefined : t);
    if (kind && kind.startsWith("list-")) {
      const items = t.split(",").map((w) => w.trim()).filter((w) => w);
      return kind === "list-number" ? items.map((w) => /^\d+$/.test(w) ? parseInt(w, 10) : w) : items;
    }
    return t === "" ? undefined : t;
  }

  function setAt(path, value) {   // "params.pieces[2].cells" = value
    const parts = path.replace(/\[(\d+)\]/g, ".$1").split(".");
    let o = gm;
    parts.slice(0, -1).forEach((p, i) => {
      const key = /^\d+$/.test(p) ? parseInt(p, 10) - 1 : p;
      if (o[key] === undefined) o[key] = /^\d+$/.test(parts[i + 1]) ? [] : {};
      o = o[key];
    });
    const lastKey = parts[parts.length - 1];
    if (value === undefined) delete o[lastKey];
    else o[lastKey] = value;
  }

  function collect() {
    gm.family = $("g-family").value;
    gm.title = $("g-title").value.trim();
    if (!idTyped) $("g-id").value = slugOf(gm.title);
    gm.id = $("g-id").value.trim();
    const n = (id) => { const t = $(id).value.trim(); return /^\d+$/.test(t) ? parseInt(t, 10) : t; };
    gm.minutes = [n("g-min-low"), n("g-min-high")];
    gm.players = [$("g-player-1").value.trim(), $("g-player-2").value.trim()];
    document.querySelectorAll("#g-params [data-gpath]:is(input, select), #g-examples [data-gpath]:is(input, select)")
      .forEach((input) => {
        const v = valueOf(input);
        setAt(input.dataset.gpath, input.dataset.optional && Array.isArray(v) && !v.length ? undefined : v);
      });
    gm.examples.forEach((ex) => Object.keys(ex).forEach((k) => { if (ex[k] === undefined) delete ex[k]; }));
  }

  // -- checking ------------------------------------------------------------------------

  function changed() {
    $("editor-box").dataset.busy = "true";
    clearTimeout(timer);
    timer = setTimeout(() => check(), 150);
  }

  async function check(then) {
    clearTimeout(timer);
    $("editor-box").dataset.busy = "true";
    collect();
    if (then) pending.push(then);   // run by the answer that is shown, whichever check it is
    const mine = ++seq;
    const r = await fetch("/api/editor", {method: "POST", headers: {"Content-Type": "application/json"},
                                          body: JSON.stringify({game: gm, form: studio.request()})});
    let a = {};
    try { a = await r.json(); } catch (e) { a = {error: "The studio sent an answer it could not read."}; }
    if (mine !== seq) return;
    if (r.status !== 200) {
      $("g-status").textContent = a.error || "The game could not be checked.";
      return;
    }
    last = a;
    const todo = pending.splice(0);
    const lines = $("g-lines");
    lines.textContent = "";
    a.lines.forEach((l) => lines.appendChild(el("li", {}, sentence(l))));
    const n = a.problems.length;
    const words = n ? (n === 1 ? "1 problem to fix. " : n + " problems to fix. The first: ") +
      labelOf(a.problems[0].key) + sentence(a.problems[0].says)
      : "No problems: the rules agree with every example. You can use the game or download it.";
    if ($("g-status").textContent !== words) $("g-status").textContent = words;
    // a move played or taken back draws the steps again and says that move's words instead
    if (todo.length) todo.forEach((f) => f()); else refreshEffects();
    showProblems(a.problems);
    $("editor-box").dataset.busy = "false";
    if (!n && inUse && a.ref) studio.useGame(a.ref, gm.title);
  }

  function refreshEffects() {
    (last.steps || []).forEach((said, i) => said.forEach((s, j) => {
      const li = $(idFor("examples[" + (i + 1) + "].steps[" + (j + 1) + "].move"));
      if (li) li.querySelector(".effect").textContent = ": " + sentence(s.words);
    }));
  }

  // each problem once, beside the field its key names (or the nearest field that holds it)
  // the field a key path names, or the nearest field that holds it (a list's item, its table)
  function targetOf(key) {
    let path = key, target = null;
    while (path && !(target = document.querySelector("#editor-box [data-gpath='" + path + "']"))) {
      const up = path.replace(/(\.[^.\[\]]+|\[\d+\])$/, "");
      if (up === path) return null;
      path = up;
    }
    return target;
  }

  function labelOf(key) {
    const target = targetOf(key);
    if (!target) return "";
    const label = target.matches("input, select") ? document.querySelector("label[for='" + target.id + "']")
      : target.querySelector("legend");
    return label ? label.textContent + ": " : "";
  }

  function showProblems(problems) {
    document.querySelectorAll("#editor-box [aria-invalid]").forEach((e) => e.removeAttribute("aria-invalid"));
    document.querySelectorAll("#editor-box .error").forEach((e) => { if (e.textContent) e.textContent = ""; });
    const other = $("g-other");
    other.textContent = "";
    problems.forEach((p) => {
      const target = targetOf(p.key);
      const err = target && $((target.id || "") + "-err");
      if (!err) { other.appendChild(el("li", {}, sentence(p.says))); return; }
      const effect = target.querySelector(".effect");
      if (effect && sentence(p.says).endsWith(effect.textContent.replace(/^: /, "").slice(-40))) {
        effect.classList.add("refused");   // the engine's words beside the move say it already
        err.textContent = " This example cannot keep this move: take it back or change it.";
        return;
      }
      err.textContent = (err.textContent ? err.textContent + " " : "") + sentence(p.says);
      const input = target.matches("input, select") ? target : target.querySelector("input, select");
      if (input) input.setAttribute("aria-invalid", "true");
    });
  }

  // -- using, downloading and opening --------------------------------------------------

  async function use() {
    await check();
    if (!last || !last.ref) {
      $("g-use-status").textContent = "Fix the problems above first.";
      return;
    }
    inUse = true;
    studio.useGame(last.ref, gm.title);
    $("g-use-status").textContent = gm.title + " is chosen in step 1. The preview and the build use it.";
  }

  async function download() {
    await check();
    if (!last || !last.text) {
      $("g-use-status").textContent = "Fix the problems above first.";
      return;
    }
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([last.text], {type: "application/toml"}));
    link.download = (gm.id || "my-game") + ".toml";
    document.body.appendChild(link);
    link.click();
    link.remove();
    $("g-use-status").textContent = "The game file " + link.download + " is downloaded.";
  }

  async function open() {
    const file = $("g-open").files[0];
    if (!file) return;
    const status = $("g-open-status");
    const r = await fetch("/api/editor/open", {method: "POST", headers: {"Content-Type": "application/toml"}, body: file});
    let a = {};
    try { a = await r.json(); } catch (e) { a = {error: "The studio could not read its answer."}; }
    status.classList.toggle("error", r.status !== 200);
    if (r.status !== 200) {
      status.textContent = "Not opened: " + stop(a.error || "the file could not be read");
      return;
    }
    gm = Object.assign(fresh(a.game.family in fams ? a.game.family : Object.keys(fams)[0]), a.game);
    gm.examples = (gm.examples || []).map((ex) => Object.assign({}, ex,
      {steps: (ex.steps || []).map((s) => ({move: s && s.move}))}));   // the engine fills in the rest again
    idTyped = true;
    last = null;
    drawAll();
    status.textContent = "Opened " + file.name + ". Change it below.";
    await check(() => drawExamples());
  }

  $("g-family").addEventListener("change", () => {
    collect();
    const keep = {title: gm.title, id: gm.id, minutes: gm.minutes, players: gm.players};
    gm = Object.assign(fresh($("g-family").value), keep);
    drawAll();
    changed();
  });
  ["g-title", "g-min-low", "g-min-high", "g-player-1", "g-player-2"].forEach((id) => $(id).addEventListener("input", changed));
  $("g-id").addEventListener("input", () => { idTyped = $("g-id").value.trim() !== ""; changed(); });
  $("g-add-example").addEventListener("click", () => {
    collect();
    gm.examples.push({title: "", steps: []});
    drawExamples();
    changed();
    $(idFor("examples[" + gm.examples.length + "].title")).focus();
  });
  $("g-use").addEventListener("click", use);
  $("g-download").addEventListener("click", download);
  $("g-open").addEventListener("change", open);
  $("editor-box").addEventListener("toggle", () => { if ($("editor-box").open && !last) check(); });

  gm = fresh($("g-family").value);
  drawAll();
})();
