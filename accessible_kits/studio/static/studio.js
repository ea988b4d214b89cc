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

  function fill(base) {
    const values = data.profiles[base];
    fields.forEach((el) => {
      const v = values[el.dataset.key];
      if (el.tagName === "FIELDSET") {
        const on = v.split(",");
        el.querySelectorAll("input[data-several]").forEach((b) => { b.checked = on.includes(b.value); });
      } else if (el.type === "checkbox") {
        el.checked = v === "true";
      } else {
        el.value = v;
      }
      swatch(el);
    });
    $("base-help").textContent = data.descriptions[base];
    changed = {};
  }

  function swatch(el) {
    const s = $("swatch-" + slug(el.dataset.key || ""));
    if (s) s.style.background = /^#[0-9a-fA-F]{6}$/.test(el.value) ? el.value : "transparent";
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
    const errors = Object.assign({}, answer.errors);
    (answer.problems || []).forEach((p) => {
      p.keys.forEach((k, i) => {
        // the problem is said beside its first field; the others point to it
        const words = i === 0 ? p.says : "See " + labelOf(p.keys[0]) + ".";
        if (!errors[k]) errors[k] = words;
      });
    });
    fields.forEach((el) => {
      showError("err-" + slug(el.dataset.key), el, sentence(errors[el.dataset.key] || ""));
    });
    showError("err-file-name", $("file-name"), sentence(errors.file_name || ""));
    renderTargets(answer.targets || []);
    const keys = Object.keys(errors);
    ok = keys.length === 0;
    // said aloud (role=status) only when it changes: the first field to fix, and why
    const first = keys.length ? (keys[0] === "file_name" ? "Name of the profile file" : labelOf(keys[0])) +
      ": " + sentence(errors[keys[0]]) : "";
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

  function renderTargets(targets) {
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
    const on = () => { changed[el.dataset.key] = textOf(el); swatch(el); scheduleCheck(); };
    el.addEventListener(el.tagName === "SELECT" || el.type === "checkbox" || el.tagName === "FIELDSET" ? "change" : "input", on);
  });
  document.querySelectorAll("input[name=game]").forEach((r) => r.addEventListener("change", () => {
    game = r.value;
    scheduleCheck();
  }));
  $("base").addEventListener("change", () => { fill($("base").value); scheduleCheck(); });
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

  fill($("base").value);
  drawRuler(false);
  check();
})();
