"""index.html in every kit: everything in the kit, grouped by what a host does with it.

Runs after the other writers and links only files they wrote, so every link resolves.
Plain HTML and a few lines of script for the chapter buttons: it works from the file
system, offline, by keyboard, zoomed, and in forced-colours mode.
"""

from __future__ import annotations

import re
from html import escape

from accessible_kits.colour import contrast
from accessible_kits.profile import GRAPHIC_TARGET
from accessible_kits.writers.html_page import font_faces, html_page

GROUPS = [
    ("print", "To print", "Print these at 100 % (actual size) on matt paper.",
     lambda f: f in ("kit.pdf", "summary.pdf") or f.startswith("pages/")),
    ("read", "To read", "The rules as text, a web page, large print and braille.",
     lambda f: f in ("rules.txt", "rules.html", "rules.pdf", "summary.txt", "rules.brf", "rules-braille.txt", "summary.brf")),
    ("listen", "To listen", "The rules spoken aloud, with captions and a script to read out.",
     # the chapter files are linked from the list of chapters under the player
     lambda f: f.startswith(("rules-script", "summary-script"))
     or (f.endswith((".wav", ".mp3", ".ssml", ".vtt", ".epub")) and not f.startswith("chapters/"))),
    ("scribe", "For the scribe", "Record sheets to fill in: as text for a screen reader, or CSV for a spreadsheet.",
     lambda f: f.startswith("records/")),
    ("host", "Host key: keep apart", "Answers for the host. Keep these away from the players.",
     lambda f: f.startswith("host-key/")),
]
LABELS = {
    "kit.pdf": "All printed pages (PDF)", "summary.pdf": "Quick reference card (PDF)",
    "rules.txt": "Rules, plain text", "rules.html": "Rules, web page", "rules.pdf": "Rules, large print (PDF)",
    "summary.txt": "Quick reference, plain text", "rules.brf": "Rules, braille for embossers (BRF)",
    "rules-braille.txt": "Rules, Unicode braille", "summary.brf": "Quick reference, braille for embossers (BRF)", "rules.wav": "Spoken rules (WAV)",
    "summary.wav": "Spoken reminder (WAV)",
    "rules.mp3": "Spoken rules (MP3)", "summary.mp3": "Spoken reminder (MP3)",
    "rules.epub": "Talking rule book: text and speech together (EPUB 3)", "rules-script.txt": "Script to read the rules aloud",
    "summary-script.txt": "Script to read the reminder aloud", "rules.ssml": "Spoken rules, SSML",
    "summary.ssml": "Spoken reminder, SSML", "rules.vtt": "Captions for the spoken rules",
    "summary.vtt": "Captions for the spoken reminder", "rules-chapters.vtt": "Chapters of the spoken rules",
    "summary-chapters.vtt": "Chapters of the spoken reminder",
}


def label(path: str) -> str:
    if path in LABELS:
        return LABELS[path]
    if path.startswith("host-key/"):
        return "Host key, " + {"pdf": "print (PDF)", "txt": "plain text", "brf": "braille (BRF)", "svg": "page (SVG)"}[path.rsplit(".", 1)[1]]
    if path.startswith("records/"):
        name = "Record sheet" if "record." in path else "Match record"
        return f"{name}, {'CSV' if path.endswith('.csv') else 'plain text'}"
    if path.startswith("pages/"):
        return "Page " + path[6:-4].replace("-", " ") + " (SVG)"
    return path


def _chapters(vtt: str) -> list[tuple[float, str]]:
    out = []
    for h, m, s, ms, title in re.findall(r"(\d\d):(\d\d):(\d\d)\.(\d{3}) --> .*\n(.+)", vtt):
        out.append((int(h) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000, title))
    return out


CSS = """
body { font-family: 'Atkinson Hyperlegible', Verdana, sans-serif; font-size: 1.25rem; line-height: 1.5;
  max-width: 48rem; margin: 1rem auto; padding: 0 1rem; color: #000; background: #fff; }
a { color: #0b3d91; }
a:focus, button:focus, audio:focus { outline: 3px solid #000; outline-offset: 2px; }
ul { padding-left: 1.5rem; }
li { margin: 0.4rem 0; }
.previews { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1rem; }
.previews img { max-width: 12rem; height: auto; border: 1px solid #000; }
button { font: inherit; min-height: 44px; min-width: 44px; padding: 0.3rem 0.8rem; margin: 0.2rem 0;
  border: 2px solid #000; background: #fff; color: #000; }
audio { width: 100%; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: 0.3rem 0.8rem; border: 1px solid #000; }
@media (forced-colors: active) { .previews img { border-color: CanvasText; } button { border-color: ButtonText; } }
"""


def page(kit, profile, files: dict) -> str:
    names = sorted(files)
    parts = []
    for gid, title, note, pick in GROUPS:
        chosen = [f for f in names if pick(f)]
        if not chosen:
            continue
        body = f"<p>{escape(note)}</p>"
        audio = "rules.mp3" if "rules.mp3" in files else "rules.wav"  # the smaller file, when the kit has it
        if gid == "listen" and audio in files:
            chapters = _chapters(files.get("rules-chapters.vtt", b"").decode("utf-8"))
            # One player for the whole; each chapter can be played in it from its start, or opened
            # as its own file (a player that has the chapter files can skip and repeat by track).
            chapter_files = sorted(f for f in files if f.startswith("chapters/rules-"))
            links = chapter_files if len(chapter_files) == len(chapters) else [None] * len(chapters)
            buttons = "".join(
                f'<li><button type="button" data-seek="{t:.3f}">{escape(name)}</button>'
                + (f' <a href="{escape(link)}">chapter {i} as a file</a>' if link else "") + "</li>"
                for i, ((t, name), link) in enumerate(zip(chapters, links), 1))
            body += ('<h3 id="player">Spoken rules</h3>'
                     f'<audio id="rules-audio" controls preload="metadata" aria-labelledby="player" src="{audio}">'
                     f'<track kind="captions" src="{_data_url(files["rules.vtt"])}" srclang="en" label="English captions" default>'
                     f'<track kind="chapters" src="{_data_url(files["rules-chapters.vtt"])}" srclang="en" label="Chapters">'
                     "</audio>"
                     '<h3 id="chapters-heading">Chapters</h3><p>Press a chapter to move the player to its start, then play.</p>'
                     f'<ol aria-labelledby="chapters-heading">{buttons}</ol>')
        if gid == "print":
            previews = [f for f in names if f.startswith("previews/")]
            descs = {f: _desc(files[f.replace("previews/", "pages/").replace(".png", ".svg")]) for f in previews
                     if f.replace("previews/", "pages/").replace(".png", ".svg") in files}
            body += "<h3>Page previews</h3><ul class=\"previews\">" + "".join(
                f'<li><a href="{escape(f.replace("previews/", "pages/").replace(".png", ".svg"))}">'
                f'<img src="{escape(f)}" alt="{escape(descs.get(f, f))}"></a></li>' for f in previews) + "</ul>"
        items = "".join(f'<li><a href="{escape(f)}">{escape(label(f))}</a></li>' for f in chosen)
        parts.append(f'<section aria-labelledby="{gid}"><h2 id="{gid}">{escape(title)}</h2>{body}'
                     f"<h3>Files</h3><ul>{items}</ul></section>")
    s = profile.speech
    rows = [
        ("Profile", f"{profile.name}: {profile.description}"),
        ("Paper", f"{profile.paper}, {profile.orientation}"),
        ("Board cells", f"{profile.cell_mm:g} mm"),
        ("Lines", f"{profile.line_mm:.2f} mm"),
        ("Text", f"{profile.font}, {profile.text_pt:g} pt; headings {profile.heading_pt:g} pt"),
        ("Text contrast", f"{contrast(profile.foreground, profile.background):.2f}:1 (target {profile.text_target:g}:1)"),
        ("Line and mark contrast", f"{contrast(profile.foreground, profile.background):.2f}:1 (target {GRAPHIC_TARGET:g}:1)"),
        ("Voice", f"{s.voice}, {s.rate_wpm} words a minute"),
        ("Pauses", f"{s.sentence_pause_ms} ms between sentences, {s.step_pause_ms} ms between steps"),
        ("Braille", "yes" if profile.braille else "no"),
    ]
    table = "".join(f'<tr><th scope="row">{escape(k)}</th><td>{escape(v)}</td></tr>' for k, v in rows)
    title = f"{kit.title}: kit for {profile.name}"
    script = ("<script>document.querySelectorAll('button[data-seek]').forEach(function (b) {"
              "b.addEventListener('click', function () { var a = document.getElementById('rules-audio');"
              "a.currentTime = parseFloat(b.dataset.seek); a.focus(); }); });</script>")
    body = (f"<main>\n<h1>{escape(title)}</h1>\n<p>{escape(kit.tagline)}</p>\n"
            f'<p><a href="../../index.html">All kits</a></p>\n{"".join(parts)}\n'
            f'<section aria-labelledby="profile"><h2 id="profile">About this profile</h2>\n'
            f"<table><caption>What this kit's profile gives</caption>{table}</table></section>\n"
            f'<p>Everything in this folder is listed in <a href="manifest.json">manifest.json</a>, '
            f"with a checksum for each file.</p>\n</main>")
    style = f"{font_faces(profile.font)}{CSS}body {{ font-family: '{profile.font}', Verdana, sans-serif; }}"
    return html_page(title, style, body, script + "\n" if {"rules.wav", "rules.mp3"} & set(files) else "")


def _data_url(vtt: bytes) -> str:
    """Browsers treat every file: page as its own origin and refuse a track file beside it,
    so the captions travel inside the page (the .vtt files stay in the kit as well)."""
    import base64

    return "data:text/vtt;base64," + base64.b64encode(vtt).decode("ascii")


def _desc(svg: bytes) -> str:
    text = svg.decode("utf-8")
    title = re.search(r"<title>(.*?)</title>", text, re.S)
    desc = re.search(r"<desc>(.*?)</desc>", text, re.S)
    from html import unescape

    return " ".join(unescape(m.group(1)) for m in (title, desc) if m and m.group(1).strip())


def write(kit, profile, ctx) -> dict[str, bytes]:
    return {"index.html": page(kit, profile, ctx.files).encode("utf-8")}
