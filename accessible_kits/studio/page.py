"""The studio's one page. Its profile form is made from the profile declaration (profile.KEYS):
each key's label, input, unit, range and help text, grouped as the declaration groups them."""

from __future__ import annotations

import functools
import json
import re
from html import escape

from accessible_kits.profile import KEYS, Key, builtin_profiles, load_profile
from accessible_kits.studio import editor_page


def _slug(name: str) -> str:
    return name.replace(".", "-").replace("_", "-")


def plain(text: str) -> str:
    """A declaration's help in a form's words: no file syntax (backticks, quotes, ["mp3"] lists)."""
    text = re.sub(r'\[((?:"[^"]*"(?:, )?)+)\]', lambda m: m.group(1).replace('"', ""), text)
    text = text.replace("`", "")
    return re.sub(r'"([\w-]+)"', r"\1", text)


def help_words(k: Key) -> str:
    """The help beside a field: what it does, and what may be typed where the control does not show it."""
    text = plain(k.help)
    text = f"{text[0].upper()}{text[1:]}."
    if k.kind.input in ("checkbox", "checkboxes", "select"):
        return text  # the control shows every choice
    allowed = plain(k.kind.allowed())
    allowed = re.sub(r"a list of (.*)", r"\1, separated by commas", allowed)
    return f"{text} You can use {allowed}."


def _field(k: Key) -> str:
    s = _slug(k.name)
    kind = k.kind
    unit = f" ({kind.unit})" if kind.unit else ""
    help_text = help_words(k)
    extra = f" contrast-{s}" if kind.input == "colour" else ""
    described = f'aria-describedby="help-{s}{extra} err-{s}"'
    common = f'id="f-{s}" name="{escape(k.name)}" data-key="{escape(k.name)}" {described}'
    attrs = kind.attrs()
    label = f'<label for="f-{s}">{escape(k.label)}{escape(unit)}</label>'
    if kind.input == "checkbox":
        control = f'<input type="checkbox" {common}>'
        return (
            f'<div class="field check" id="field-{s}">{control}{label}'
            f'<p class="help" id="help-{s}">{escape(help_text)}</p><p class="error" id="err-{s}"></p></div>'
        )
    if kind.input == "select":
        options = "".join(f'<option value="{escape(o)}">{escape(o)}</option>' for o in attrs["choices"])
        control = f"<select {common}>{options}</select>"
    elif kind.input == "checkboxes":
        boxes = "".join(
            f'<div class="check"><input type="checkbox" id="f-{s}-{escape(o)}" value="{escape(o)}" '
            f'data-several="{escape(k.name)}">'
            f'<label for="f-{s}-{escape(o)}">{escape(o)}</label></div>'
            for o in attrs["choices"]
        )
        return (
            f'<fieldset class="field" id="field-{s}" data-key="{escape(k.name)}" {described}>'
            f"<legend>{escape(k.label)}</legend>{boxes}"
            f'<p class="help" id="help-{s}">{escape(help_text)}</p><p class="error" id="err-{s}"></p></fieldset>'
        )
    elif kind.input == "number":
        control = (
            f'<input type="number" inputmode="decimal" min="{attrs["min"]:g}" max="{attrs["max"]:g}" '
            f'step="{attrs["step"]}" {common}>'
        )
    elif kind.input == "colour":
        control = (
            f'<input type="text" spellcheck="false" autocomplete="off" maxlength="7" {common}>'
            f'<input type="color" class="picker" id="pick-{s}" data-for="f-{s}" '
            f'aria-label="{escape(k.label)}: pick a colour" aria-describedby="contrast-{s}">'
        )
    else:
        maxlength = f' maxlength="{attrs["maxlength"]}"' if "maxlength" in attrs else ""
        control = f'<input type="text" class="wide" spellcheck="false" autocomplete="off"{maxlength} {common}>'
    shown = f'<p class="note contrast" id="contrast-{s}"></p>' if kind.input == "colour" else ""
    return (
        f'<div class="field" id="field-{s}">{label}<div class="control">{control}</div>'
        f'<p class="help" id="help-{s}">{escape(help_text)}</p>{shown}<p class="error" id="err-{s}"></p></div>'
    )


def _groups() -> str:
    groups: dict[str, list[Key]] = {}
    for k in KEYS:
        groups.setdefault(k.group, []).append(k)
    return "".join(
        f'<fieldset class="group"><legend>{escape(g)}</legend>{"".join(_field(k) for k in keys)}</fieldset>'
        for g, keys in groups.items()
    )


@functools.cache
def form_values(pid: str) -> dict:
    """What the form shows for a bundled profile, field by field."""
    p = load_profile(pid)
    return {k.name: k.kind.field(p.value(k)) for k in KEYS}


def default_base() -> str:
    """The bundled profile the form starts from."""
    profiles = builtin_profiles()
    return "large-print" if "large-print" in profiles else profiles[0]


@functools.cache
def render() -> str:
    """The studio's page, made once: the form from the profile declaration, the games to choose from."""
    from accessible_kits.games import builtin_ids, load_game

    games = [load_game(g) for g in builtin_ids()]
    profiles = builtin_profiles()
    data = {
        "profiles": {pid: form_values(pid) for pid in profiles},
        "descriptions": {pid: load_profile(pid).description for pid in profiles},
        "default": default_base(),
    }
    radios = "".join(
        f'<div class="check"><input type="radio" name="game" id="game-{escape(g.id)}" value="{escape(g.id)}"'
        f'{" checked" if i == 0 else ""}><label for="game-{escape(g.id)}">{escape(g.title)} '
        f'<span class="quiet">({g.minutes[0]} to {g.minutes[1]} minutes)</span></label></div>'
        for i, g in enumerate(games)
    )
    options = "".join(
        f'<option value="{escape(p)}"{" selected" if p == data["default"] else ""}>{escape(p)}</option>'
        for p in profiles
    )
    blob = json.dumps(data).replace("</", "<\\/")  # inert JSON: the page's script reads it
    editor_blob = json.dumps(editor_page.families_data()).replace("</", "<\\/")
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accessible kits studio</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/studio.css">
<script src="/static/studio.js" defer></script>
<script src="/static/editor.js" defer></script>
</head>
<body>
<header><h1>Accessible kits studio</h1>
<p>Make a kit for a game in four steps. Everything stays on this computer.</p></header>
<main>
<form id="studio" novalidate>
<section aria-labelledby="s-game"><h2 id="s-game">1. Choose a game</h2>
<fieldset class="group"><legend>Game</legend>{radios}
<div class="check"><input type="radio" name="game" id="game-upload" value="" disabled
 aria-describedby="upload-status">
<label for="game-upload" id="upload-label">Your own game file (upload it below first)</label></div>
</fieldset>
<div class="field"><label for="upload">Upload a game file (.toml)</label>
<div class="control"><input type="file" id="upload" accept=".toml,text/plain"
 aria-describedby="upload-help upload-status"></div>
<p class="help" id="upload-help">A game file is checked the same way as on the command line. At most 1 MB.</p>
<p class="note" id="upload-status" role="status"></p></div>
{editor_page.render()}
</section>

<section aria-labelledby="s-profile"><h2 id="s-profile">2. Choose and adjust a profile</h2>
<div class="field"><label for="open-profile">Open a profile file you saved (.toml)</label>
<div class="control"><input type="file" id="open-profile" accept=".toml,text/plain"
 aria-describedby="open-help open-status"></div>
<p class="help" id="open-help">Its settings fill the fields below, to change and save again.</p>
<p class="note" id="open-status" role="status"></p></div>
<div class="field"><label for="base">Start from</label>
<div class="control"><select id="base" aria-describedby="base-help">{options}</select></div>
<p class="help" id="base-help"></p>
<div id="base-ask" class="ask" role="group" aria-labelledby="base-ask-words" hidden>
<p id="base-ask-words"></p>
<div class="buttons"><button type="button" id="base-keep">Keep my changes</button>
<button type="button" id="base-discard">Discard my changes</button>
<button type="button" id="base-back">Go back</button></div></div></div>
<div class="field"><label for="file-name">Name of the profile file</label>
<div class="control"><input type="text" id="file-name" value="my-profile" spellcheck="false" autocomplete="off"
 maxlength="64" aria-describedby="help-file-name err-file-name"></div>
<p class="help" id="help-file-name">Letters, digits, hyphens and underscores.
The profile file and the kit folder get this name.</p>
<p class="error" id="err-file-name"></p></div>
{_groups()}
</section>

<section aria-labelledby="s-checks"><h2 id="s-checks">Checks</h2>
<p>These are checked as you type.</p>
<ul id="targets"></ul>
<p id="check-summary" role="status"></p>
</section>

<section id="preview-part" aria-labelledby="s-preview"><h2 id="s-preview">3. Preview</h2>
<div class="field check"><input type="checkbox" id="true-size" aria-describedby="true-size-help">
<label for="true-size">Show at true size on this screen</label>
<p class="help" id="true-size-help">True size needs the ruler below to match your screen once.</p></div>
<details id="ruler-box"><summary>Match the ruler to this screen</summary>
<p id="ruler-help">Hold a real ruler against the bar. Make the bar exactly 10 cm long with the buttons.</p>
<div class="ruler-frame"><div id="ruler" role="img" aria-label="A bar that should be 10 cm long"></div></div>
<div class="buttons">
<button type="button" id="ruler-shorter" aria-describedby="ruler-help">Shorter</button>
<button type="button" id="ruler-longer" aria-describedby="ruler-help">Longer</button>
<button type="button" id="ruler-save">Save</button>
<button type="button" id="ruler-reset">Start again</button></div>
<p id="ruler-status" role="status"></p>
</details>
<p id="preview-status" role="status" aria-live="polite"></p>
<div class="previews">
<figure><figcaption id="board-caption">First board sheet</figcaption>
<div class="scroller" tabindex="0" role="region" aria-labelledby="board-caption">
<img id="board-img" alt="" hidden></div>
</figure>
<figure><figcaption id="card-caption">First page of the rule card</figcaption>
<div class="scroller" tabindex="0" role="region" aria-labelledby="card-caption">
<img id="card-img" alt="" hidden></div>
</figure>
</div>
</section>

<section aria-labelledby="s-build"><h2 id="s-build">4. Build and take away</h2>
<div class="field check"><input type="checkbox" id="audio" checked aria-describedby="audio-help">
<label for="audio">Spoken rules (sound files)</label>
<p class="help" id="audio-help">Making the sound takes longer.</p></div>
<div class="buttons"><button type="button" id="build">Build the kit</button>
<button type="button" id="download-profile">Download this profile (TOML file)</button></div>
<div id="progress-box" hidden><label for="progress" id="progress-label">Building the kit</label>
<progress id="progress" max="1" value="0"></progress></div>
<p id="build-status" role="status" aria-live="polite"></p>
<ul id="done" hidden>
<li><a id="kit-page" href="#" target="_blank" rel="noopener">Open the kit page (opens in a new tab)</a></li>
<li><a id="kit-zip" href="#" download>Download the kit (ZIP file)</a></li>
</ul>
</section>
</form>
</main>
<script type="application/json" id="studio-data">{blob}</script>
<script type="application/json" id="editor-data">{editor_blob}</script>
</body>
</html>
"""
