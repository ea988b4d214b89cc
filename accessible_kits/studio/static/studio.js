// The studio page: checks as you type, previews, builds. Plain script, no framework.
// The form sends only the fields the person changed, as typed; the server reads them
// with the same profile declaration that reads TOML files, and answers with what to show.
"use strict";

(function () {
  const data = JSON.parse(document.getElementById("studio-data").textContent);
  const $ = (id) => document.getElementById(id);
  const fields = Array.from(document.querySelectorAll("[data-key]"));
  const CSS_PX_PER_MM = 96 / 25.4;
  let changed = {};          // key -> text as typed, only for fields the person changed
  let game = document.querySelector("input[name=game]:checked").value;
  let ok = false;            // the last check found nothing to fix
  let checkTimer = null, checkSeq = 0, previewSeq = 0;
  let previewAbort = null;
  let lastTargets = "";
  let sizes = {board: null, card: null};
  let descriptionFromFile = false;
  let lastChanged = null;   // the field the person changed last: a problem it takes part in is said beside it  // the description in `changed` came from an opened file

  const slug = (key) => key.replace(/[._]/g, "-");
  // the checks' one-line messages, said on the page as sentences: a capital letter, a full stop
  const stop = (words) => words && (/[.!?]$/.test(words) ? words : words + ".");
  const sentence = (words) => words && stop(words[0].toUpperCase() + words.slice(1));
  const textOf = (el) => {
    if (el.tagName === "FIELDSET") {
      return Array.from(el.querySelectorAll("input[data-several]:checked")).map((b) => b.value).join(",");
    }
    return el.type === "checkbox" ? (el.checked ? "true" : "false") : el.value;
  };

  function request() {
    return {game: game, base: $("base").value, file_name: $("file-name").value, values: changed};
  }

  async function post(url, body, signal) {
    const r = await fetch(url, {method: "POST", headers: {"Content-Type": "application/json"},
                                body: JSON.stringify(body), signal: signal});
    let answer = {};
    try { answer = await r.json(); } catch (e) { answer = {error: "The studio sent an answer it could not read."}; }
    return {status: r.status, answer: answer};
  }

  // -- the form ------------------------------------------------------------------

  function setField(el, v) {
    if (el.tagName === "FIELDSET") {
        const on = v.split(",");
        el.querySelectorAll("input[data-several]").forEach((b) => { b.checked = on.includes(b.value); });
    } else if (el.type === "checkbox") {
      el.checked = v === "true";
    } else {
      el.value = v;
    }
    swatch(el);
  }

  // the fields of a bundled profile, then `keep` (key -> text) on top of them, which stay changed
  function fill(base, keep) {
    const values = Object.assign({}, data.profiles[base], keep || {});
    fields.forEach((el) => setField(el, values[el.dataset.key]));
    $("base-help").textContent = data.descriptions[base];
    changed = Object.assign({}, keep || {});
  }

  function fieldOf(key) { return fields.find((el) => el.dataset.key === key); }

  // the colour picker beside a colour's text field shows the colour the text names
  function swatch(el) {
    const pick = $("pick-" + slug(el.dataset.key || ""));
    if (pick && /^#[0-9a-fA-F]{6}$/.test(el.value)) pick.value = el.value.toLowerCase();
  }

  function showError(id, input, words) {
    const p = $(id);
    if (p.textContent !== words) p.textContent = words;
    if (input) {
      if (words) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    }
  }

  function scheduleCheck() {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, 50);   // a check takes a few ms: wait only for the next key
  }

  async function check() {
    const seq = ++checkSeq;
    const {status, answer} = await post("/api/check", request());
    if (seq !== checkSeq) return;            // a newer check is on its way
    if (status !== 200) {
      $("check-summary").textContent = answer.error || "The check did not work.";
      ok = false;
      return;
    }
    const errors = {};
    const add = (k, words) => { (errors[k] = errors[k] || []).push(sentence(words)); };
    Object.entries(answer.errors || {}).forEach(([k, words]) => add(k, words));
    (answer.problems || []).forEach((p) => {
      // each problem once, beside the field the person changed last (or changed at all, else its first)
      add(p.keys.includes(lastChanged) ? lastChanged : p.keys.find((k) => k in changed) || p.keys[0], p.says);
    });
    const derived = answer.derived || {};
    Object.entries(derived).forEach(([k, v]) => { const el = fieldOf(k); if (el && !(k in changed)) el.value = v; });
    if (!Object.keys(changed).length) {
      const el = fieldOf("description");
      if (el) el.value = data.profiles[$("base").value].description;
    }
    fields.forEach((el) => {
      showError("err-" + slug(el.dataset.key), el, (errors[el.dataset.key] || []).join(" "));
    });
    showError("err-file-name", $("file-name"), (errors.file_name || []).join(" "));
    renderTargets(answer.targets || []);
    const keys = Object.keys(errors);
    ok = keys.length === 0;
    // said aloud (role=status) only when it changes: how many fields, the first to fix, and why
    const first = keys.length ? (keys[0] === "file_name" ? "Name of the profile file" : labelOf(keys[0])) +
      ": " + errors[keys[0]].join(" ") : "";
    const summary = ok ? "Everything meets its target." :
      (keys.length === 1 ? "1 field needs a change. " : keys.length + " fields need a change. The first is ") + first;
    if ($("check-summary").textContent !== summary) $("check-summary").textContent = summary;
    if (ok) {
      preview();
    } else if (sizes.board) {
      previewSeq++;                 // a preview on its way is of values that are no longer there
      $("preview-status").textContent = "The preview shows the last values that worked. Fix the marked fields to see your changes.";
    }
  }

  function labelOf(key) {
    const label = document.querySelector("label[for='f-" + slug(key) + "'], #field-" + slug(key) + " > legend");
    return label ? label.textContent : key;
  }

  // beside each colour: the contrasts it takes part in, as they are now
  function showContrasts(targets) {
    document.querySelectorAll("p.contrast").forEach((p) => {
      const key = p.id.replace(/^contrast-/, "");
      const words = targets.filter((t) => t.keys.some((k) => slug(k) === key)).map((t) =>
        t.label + ": " + t.ratio.toFixed(2) + " to 1, " + (t.meets ? "meets" : "below") + " the target of " +
        t.target + " to 1.").join(" ");
      if (p.textContent !== words) p.textContent = words;
    });
  }

  function renderTargets(targets) {
    showContrasts(targets);
    const text = targets.map((t) => t.label + ": " + t.ratio.toFixed(2) + " to 1. The target is " + t.target +
      " to 1. " + (t.meets ? "Meets the target." : "Does not meet the target.")).join("\n");
    if (text === lastTargets) return;
    lastTargets = text;
    const list = $("targets");
    list.textContent = "";
    targets.forEach((t) => {
      const li = document.createElement("li");
      li.className = t.meets ? "meets" : "fails";
      li.textContent = t.label + ": " + t.ratio.toFixed(2) + " to 1. The target is " + t.target + " to 1. " +
        (t.meets ? "Meets the target." : "Does not meet the target.");
      list.appendChild(li);
    });
  }

  // -- the preview ---------------------------------------------------------------

  function pxPerMm() {
    const saved = parseFloat(localStorage.getItem("accessible-kits-px-per-mm"));
    return saved > 0 ? saved : CSS_PX_PER_MM;
  }

  function applySize(part) {
    const img = $(part + "-img");
    const size = sizes[part];
    if (!size) return;
    if ($("true-size").checked) {
      img.classList.add("true-size");
      img.style.width = (size.width_mm * pxPerMm()).toFixed(1) + "px";
    } else {
      img.classList.remove("true-size");
      img.style.width = "";
    }
  }

  async function preview() {
    const seq = ++previewSeq;
    if (previewAbort) previewAbort.abort();
    previewAbort = new AbortController();
    const body = request();
    $("preview-status").textContent = "Drawing the preview.";
    try {
      const [board, card] = await Promise.all([
        post("/api/preview/board", body, previewAbort.signal).then((r) => show("board", r, seq)),
        post("/api/preview/card", body, previewAbort.signal).then((r) => show("card", r, seq)),
      ]);
      // when a part failed, show() has said why
      if (seq === previewSeq && board && card) $("preview-status").textContent = "The preview is up to date.";
    } catch (e) {
      if (e.name !== "AbortError" && seq === previewSeq) $("preview-status").textContent = "The preview could not be drawn.";
    }
  }

  function show(part, r, seq) {
    if (seq !== previewSeq) return false;
    const img = $(part + "-img");
    if (r.status !== 200) {
      $("preview-status").textContent = r.answer.error || "The preview could not be drawn.";
      return false;
    }
    const a = r.answer;
    const blob = new Blob([a.svg], {type: "image/svg+xml"});
    const old = img.src;
    img.src = URL.createObjectURL(blob);
    if (old.startsWith("blob:")) URL.revokeObjectURL(old);
    img.alt = part === "board" ? a.words : "First page of the rule card, " + a.title + ", of " + a.pages +
      (a.pages === 1 ? " page." : " pages.");
    img.dataset.widthMm = a.width_mm;
    img.hidden = false;
    sizes[part] = a;
    applySize(part);
    return true;
  }

  // -- the ruler -----------------------------------------------------------------

  let rulerPx = pxPerMm() * 100;
  function drawRuler(say) {
    $("ruler").style.width = rulerPx.toFixed(1) + "px";
    if (say) $("ruler-status").textContent = "The bar is " + Math.round(rulerPx) + " pixels long.";
  }

  // -- building --------------------------------------------------------------------

  let building = false;
  async function build() {
    if (building) return;
    if (!ok) {
      $("build-status").textContent = "Please fix the marked fields first.";
      const first = document.querySelector("[aria-invalid=true]");   // a group of boxes: its first box
      if (first) (first.tagName === "FIELDSET" ? first.querySelector("input") : first).focus();
      return;
    }
    building = true;              // the button keeps its focus; it only says it is busy
    $("build").setAttribute("aria-disabled", "true");
    $("done").hidden = true;
    $("progress-box").hidden = false;
    $("progress").value = 0;
    $("build-status").textContent = "Building the kit. This can take a minute.";
    const {status, answer} = await post("/api/build", Object.assign(request(), {audio: $("audio").checked}));
    if (status !== 200) {
      finish(answer.error || "The build could not start.");
      return;
    }
    poll(answer.job, "");
  }

  async function poll(job, said) {
    const r = await fetch("/api/build/" + job);
    const s = await r.json();
    if (s.state === "done") {
      $("progress").value = 1;
      $("kit-page").href = s.kit_page;
      $("kit-zip").href = s.zip;
      $("done").hidden = false;
      finish("The kit is ready. Open its page or download it below.");
      return;
    }
    if (s.state === "failed" || r.status !== 200) {
      finish("The kit could not be built: " + stop(s.error || "please try again"));
      return;
    }
    let words = "Waiting for a free builder.";
    if (s.state === "building") {
      $("progress").max = s.steps;
      $("progress").value = s.step - 1;
      words = "Making part " + s.step + " of " + s.steps + ": " + s.part + ".";
    }
    if (words !== said) $("build-status").textContent = words;
    setTimeout(() => poll(job, words), 400);
  }

  function finish(words) {
    building = false;
    $("build").removeAttribute("aria-disabled");
    $("build-status").textContent = words;
    if (!$("done").hidden) $("progress-box").hidden = true;
  }

  async function downloadProfile() {
    const r = await fetch("/api/profile.toml", {method: "POST", headers: {"Content-Type": "application/json"},
                                                 body: JSON.stringify(request())});
    if (r.status !== 200) {
      const a = await r.json();
      $("build-status").textContent = a.error || "The profile could not be made.";
      return;
    }
    const link = document.createElement("a");
    link.href = URL.createObjectURL(await r.blob());
    link.download = $("file-name").value + ".toml";
    document.body.appendChild(link);
    link.click();
    link.remove();
    $("build-status").textContent = "The profile file " + link.download + " is downloaded.";
  }

  // -- a saved profile, opened -------------------------------------------------------

  async function openProfile() {
    const file = $("open-profile").files[0];
    if (!file) return;
    const status = $("open-status");
    status.textContent = "Opening " + file.name + ".";
    const r = await fetch("/api/profile/open", {method: "POST", headers: {"Content-Type": "application/toml",
                          "X-File-Name": file.name.replace(/[^\w .()-]/g, "_").slice(0, 80)}, body: file});
    let a = {};
    try { a = await r.json(); } catch (e) { a = {error: "The studio could not read its answer."}; }
    status.classList.toggle("error", r.status !== 200);
    if (r.status !== 200) {
      status.textContent = "Not opened: " + stop(a.error || "the file could not be read");
      $("open-profile").setAttribute("aria-invalid", "true");
      return;
    }
    $("open-profile").removeAttribute("aria-invalid");
    $("base").value = shownBase = a.base;
    fill(a.base, a.values);
    descriptionFromFile = "description" in a.values;
    if (a.file_name) $("file-name").value = a.file_name;
    const n = Object.keys(a.values).length;
    status.textContent = "Opened " + file.name + ": " + n + (n === 1 ? " setting" : " settings") +
      " on top of " + a.base + ".";
    scheduleCheck();
  }

  // -- uploads ------------------------------------------------------------------------

  async function upload() {
    const file = $("upload").files[0];
    if (!file) return;
    const status = $("upload-status");
    status.textContent = "Checking " + file.name + ".";
    const r = await fetch("/api/game", {method: "POST", headers: {"Content-Type": "application/toml",
                                        "X-File-Name": file.name.replace(/[^\w .()-]/g, "_").slice(0, 80)},
                                        body: file});
    let a = {};
    try { a = await r.json(); } catch (e) { a = {error: "The studio could not read its answer."}; }
    const radio = $("game-upload");
    status.classList.toggle("error", r.status !== 200);   // red and bold only for a refusal
    if (r.status !== 200) {
      status.textContent = "Not used: " + stop(a.error || "the file could not be checked");
      $("upload").setAttribute("aria-invalid", "true");
      return;
    }
    $("upload").removeAttribute("aria-invalid");
    radio.value = a.game;
    radio.disabled = false;
    radio.checked = true;
    $("upload-label").textContent = "Your own game: " + a.title;
    status.textContent = "Ready: " + a.title + " is checked and chosen.";
    game = a.game;
    scheduleCheck();
  }

  // -- wiring ------------------------------------------------------------------------

  fields.forEach((el) => {
    const on = () => {
      // a description read from a file is about its values: once another value changes, it is rewritten
      if (el.dataset.key !== "description" && descriptionFromFile) delete changed.description;
      if (el.dataset.key === "description" || el.dataset.key !== "name") descriptionFromFile = false;
      changed[el.dataset.key] = textOf(el);
      lastChanged = el.dataset.key;
      swatch(el);
      scheduleCheck();
    };
    el.addEventListener(el.tagName === "SELECT" || el.type === "checkbox" || el.tagName === "FIELDSET" ? "change" : "input", on);
  });
  document.querySelectorAll("input[name=game]").forEach((r) => r.addEventListener("change", () => {
    game = r.value;
    scheduleCheck();
  }));
  let shownBase = $("base").value;
  $("base").addEventListener("change", () => {
    const n = Object.keys(changed).filter((k) => k !== "description").length;
    if (!n) { shownBase = $("base").value; fill(shownBase); scheduleCheck(); return; }
    const names = Object.keys(changed).filter((k) => k !== "description").map(labelOf).join(", ");
    $("base-ask-words").textContent = "You changed " + (n === 1 ? "1 field" : n + " fields") + " (" + names +
      "). Keep your changes on top of " + $("base").value + ", or discard them?";
    $("base-ask").hidden = false;
    $("base-keep").focus();
  });
  const answered = (keep) => {
    $("base-ask").hidden = true;
    const mine = Object.assign({}, changed);
    delete mine.description;
    shownBase = $("base").value;
    fill(shownBase, keep ? mine : {});
    $("base").focus();
    scheduleCheck();
  };
  $("base-keep").addEventListener("click", () => answered(true));
  $("base-discard").addEventListener("click", () => answered(false));
  $("base-back").addEventListener("click", () => {
    $("base-ask").hidden = true;
    $("base").value = shownBase;
    $("base").focus();
  });
  document.querySelectorAll("input.picker").forEach((pick) => pick.addEventListener("input", () => {
    const el = $(pick.dataset.for);
    el.value = pick.value.toUpperCase();
    el.dispatchEvent(new Event("input"));
  }));
  $("open-profile").addEventListener("change", openProfile);
  $("file-name").addEventListener("input", scheduleCheck);
  $("upload").addEventListener("change", upload);
  $("true-size").addEventListener("change", () => { applySize("board"); applySize("card"); });
  $("ruler-shorter").addEventListener("click", () => { rulerPx = Math.max(100, rulerPx - 2); drawRuler(true); });
  $("ruler-longer").addEventListener("click", () => { rulerPx = Math.min(2000, rulerPx + 2); drawRuler(true); });
  $("ruler-save").addEventListener("click", () => {
    localStorage.setItem("accessible-kits-px-per-mm", String(rulerPx / 100));
    $("ruler-status").textContent = "Saved. True size now uses this ruler.";
    applySize("board"); applySize("card");
  });
  $("ruler-reset").addEventListener("click", () => {
    localStorage.removeItem("accessible-kits-px-per-mm");
    rulerPx = CSS_PX_PER_MM * 100;
    drawRuler(false);
    $("ruler-status").textContent = "The ruler is back to the browser's own size.";
  });
  $("build").addEventListener("click", build);
  $("download-profile").addEventListener("click", downloadProfile);
  document.getElementById("studio").addEventListener("submit", (e) => e.preventDefault());

  // what the game editor (editor.js) asks of the page: the profile the form describes, and to choose its game
  function useGame(ref, title) {
    const radio = $("game-upload");
    radio.value = ref;
    radio.disabled = false;
    radio.checked = true;
    $("upload-label").textContent = "Your own game: " + title;
    if (game !== ref) $("preview-status").textContent = "Drawing the preview.";   // the one shown is of another game
    game = ref;
    scheduleCheck();
  }
  window.accessibleKitsStudio = {request: request, useGame: useGame};

  fill($("base").value);
  drawRuler(false);
  check();
})();
