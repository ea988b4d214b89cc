"""index.html in every kit: everything in the kit, grouped by what a host does with it.

Made after the writers (pipeline.write_kit) and lists the files they declared (with their labels and
groups), so every link resolves and no file is read back to find out what it holds.
Plain HTML and a few lines of script for the chapter buttons: it works from the file
system, offline, by keyboard, zoomed, and in forced-colours mode.
"""

from __future__ import annotations

from html import escape

from accessible_kits.model import PAGES_FILE, RAISED_ONLY_FILE, RAISED_SHEETS_FILE
from accessible_kits.profile import settings, targets
from accessible_kits.writers import GROUPS, File
from accessible_kits.writers.html_page import CSS, font_faces, html_page


def page(kit, profile, files: dict[str, File], pages) -> str:
    """The kit page, from the files the writers declared and the kit's pages: each list's heading
    and description say what that list holds (writers.GROUPS), so they are true of this kit."""
    listed = sorted((f for f in files.values() if f.group), key=lambda f: f.name)
    parts = []
    for group in GROUPS:
        gid = group.id
        chosen = [f for f in listed if f.group == gid]
        if not chosen:
            continue
        names = [f.name for f in chosen]  # what the list holds says what its heading and words name
        title = group.heading(names)
        body = f"<p>{escape(group.describe(names))}</p>"
        if gid == "print" and RAISED_SHEETS_FILE in files:  # a tactile kit: say which file goes on which paper
            body += f"<p>{escape(swell_words(profile.swell_paper, RAISED_ONLY_FILE in files))}</p>"
        if gid == "models":  # which files to print in 3D, how, and a picture of each part
            from accessible_kits.writers.models_3d import page_body

            body += page_body(kit, files)
        audio = files.get("rules.mp3") or files.get("rules.wav")  # the smaller file, when the kit has it
        if gid == "listen" and audio is not None:
            # One player for the whole; each chapter can be played in it from its start, or opened
            # as its own file (a player that has the chapter files can skip and repeat by track).
            links = audio.parts if len(audio.parts) == len(audio.chapters) else [None] * len(audio.chapters)
            buttons = "".join(
                f'<li><button type="button" data-seek="{t:.3f}">{escape(name)}</button>'
                + (f' <a href="{escape(link)}">chapter {i} as a file</a>' if link else "")
                + "</li>"
                for i, ((t, name), link) in enumerate(zip(audio.chapters, links, strict=True), 1)
            )
            captions, marks = _data_url(files["rules.vtt"].data), _data_url(files["rules-chapters.vtt"].data)
            body += (
                '<h3 id="player">Spoken rules</h3>'
                f'<audio id="rules-audio" controls preload="metadata" aria-labelledby="player" src="{audio.name}">'
                f'<track kind="captions" src="{captions}" srclang="en" label="English captions" default>'
                f'<track kind="chapters" src="{marks}" srclang="en" label="Chapters">'
                "</audio>"
                '<h3 id="chapters-heading">Chapters</h3>'
                "<p>Press a chapter to move the player to its start, then play.</p>"
                f'<ol aria-labelledby="chapters-heading">{buttons}</ol>'
            )
        if gid == "print":
            shown = [p for p in pages if f"previews/{p.id}.png" in files and f"pages/{p.id}.svg" in files]
            body += (
                '<h3>Page previews</h3><ul class="previews">'
                + "".join(
                    f'<li><a href="pages/{escape(p.id)}.svg">'
                    f'<img src="previews/{escape(p.id)}.png" alt="{escape(p.description)}"></a></li>'
                    for p in shown
                )
                + "</ul>"
            )
        items = "".join(f'<li><a href="{escape(f.name)}">{escape(f.label)}</a></li>' for f in chosen)
        parts.append(
            f'<section aria-labelledby="{gid}"><h2 id="{gid}">{escape(title)}</h2>{body}'
            f"<h3>Files</h3><ul>{items}</ul></section>"
        )
    # every key of the profile and the targets it meets, from the one declaration (profile.py)
    rows = [(k.label, shown) for k, shown in settings(profile)]
    rows += [(t.label, f"{t.ratio:.2f}:1 (target {t.target:g}:1)") for t in targets(profile)]
    rows = [(sided, v) for k, v in rows if (sided := side_label(kit, k))]
    table = "".join(f'<tr><th scope="row">{escape(k)}</th><td>{escape(v)}</td></tr>' for k, v in rows)
    title = f"{kit.title}: kit for {profile.name}"
    script = (
        "<script>document.querySelectorAll('button[data-seek]').forEach(function (b) {"
        "b.addEventListener('click', function () { var a = document.getElementById('rules-audio');"
        "a.currentTime = parseFloat(b.dataset.seek); a.focus(); }); });</script>"
    )
    body = (
        f"<main>\n<h1>{escape(title)}</h1>\n<p>{escape(kit.tagline.text)}</p>\n"
        f'<p><a href="../../index.html">All kits</a></p>\n{_checklist(kit, profile, files)}{"".join(parts)}\n'
        f'<section aria-labelledby="profile"><h2 id="profile">About this profile</h2>\n'
        f"<table><caption>What this kit's profile gives</caption>{table}</table></section>\n"
        f'<p>Everything in this folder is listed in <a href="manifest.json">manifest.json</a>, '
        f"with a checksum for each file.</p>\n</main>"
    )
    style = f"{font_faces(profile.font)}{CSS}body {{ font-family: '{profile.font}', Verdana, sans-serif; }}"
    return html_page(title, style, body, script + "\n" if {"rules.wav", "rules.mp3"} & set(files) else "")


def _checklist(kit, profile, files: dict[str, File]) -> str:
    """The preparation checklist, as kit.pdf's first page says it (compose/preparation.py): what
    to print, on which paper and how many times, and what to make ready, for the whole match;
    in a braille kit, then, the braille pages of each file to emboss (emboss_words)."""
    from accessible_kits.model import Bullets, Para, Steps

    out = []
    for n, sec in enumerate(kit.checklist):
        body = ""
        for block in sec.blocks:
            match block:
                case Para(text):
                    body += f"<p>{escape(text)}</p>"
                case Steps(items) | Bullets(items):
                    body += "<ul>" + "".join(f"<li>{escape(t)}</li>" for t in items) + "</ul>"
        braille = getattr(kit.preparation, "braille", ())
        if n == len(kit.checklist) - 1 and braille and all(e.file in files for e in braille):
            head, each, total = emboss_words(kit.preparation, profile, files)
            body += f"<p>{escape(head)}</p><ul>" + "".join(f"<li>{escape(t)}</li>" for t in each) + "</ul>"
            body += f"<p>{escape(total)}</p>"
        out.append(
            f'<section aria-labelledby="{sec.id}"><h2 id="{sec.id}">{escape(sec.heading)}</h2>{body}</section>\n'
        )
    return "".join(out)


def emboss_words(prep, profile, files: dict[str, File]) -> tuple[str, list[str], str]:
    """The braille to emboss for a match, counted from the BRF files the braille writer made (the
    pages it laid out: they are known only once the rules' words and rules.pdf's pages are, so
    the kit page, made last, states them): each file's pages and copies, as the preparation plan
    says (accessible_kits.preparation), then the host key's braille, for a host who reads braille and
    kept apart like its print, and the pages and sheets of braille paper in all."""
    from accessible_kits.model import BRAILLE_HOST_FILE
    from accessible_kits.preparation import Emboss, times
    from accessible_kits.writers.braille_pages import brf_pages

    duplex = profile.braille_duplex == "interpoint"
    items, pages, sheets = [], 0, 0
    host = (Emboss(BRAILLE_HOST_FILE),) if BRAILLE_HOST_FILE in files else ()
    for e in (*prep.braille, *host):
        n = brf_pages(files[e.file].data)
        again = (
            " It is for the host: keep it away from the players."
            if e in host
            else ""
            if e.copies == 1
            else f" Emboss it {times(e.copies)} in all, one for each round."
        )
        items.append(f"{e.file}: {n} braille page{'s' if n != 1 else ''}.{again}")
        pages += n * e.copies
        sheets += (-(-n // 2) if duplex else n) * e.copies
    way = "on both sides (interpoint)" if duplex else "on one side"
    total = f"In all: {pages} braille pages, embossed {way}, on {sheets} sheets of braille paper."
    return "Braille to emboss, as the braille files have it:", items, total


def swell_words(paper: str, raised_only: bool) -> str:
    """Which file goes on which paper in a tactile kit: the swell paper's size (the profile's
    `swell_paper`), and the flat print kept flat only by a colour printer, so a black-only printer
    or a copier prints the raised-only file when the kit has one."""
    words = f"The raised sheets are for {paper} swell paper. With a colour laser printer, print {RAISED_SHEETS_FILE}. "
    if raised_only:
        words += (
            f"With a black-only printer or a copier, print {RAISED_ONLY_FILE} instead: such a printer makes "
            "colour from dots of black toner, and those dots rise. "
        )
    return words + (
        "Use black toner or carbon black ink. Then pass each sheet through the swell paper heater. "
        f"Black rises. Print {PAGES_FILE} on plain paper."
    )


def _data_url(vtt: bytes) -> str:
    """Browsers treat every file: page as its own origin and refuse a track file beside it,
    so the captions travel inside the page (the .vtt files stay in the kit as well)."""
    import base64

    return "data:text/vtt;base64," + base64.b64encode(vtt).decode("ascii")


def kit_page_file(kit, profile, files: dict[str, File], pages) -> File:
    """index.html, made after every writer (pipeline.write_kit) from the files they declared."""
    return File("index.html", page(kit, profile, files, pages).encode("utf-8"))


def side_label(kit, label: str) -> str:
    """A profile key's label as this kit's page shows it: a key of the sides' cells ("White's
    mark", "Letters on Black's fill") named with the game's players ("Otters' mark"), and left
    out of a kit whose game has no sides' cells (only a polyomino game's pieces have them), as
    are the patterns on those cells."""
    if "White" not in label and "Black" not in label and label != "Patterns":
        return label
    if not kit.pieces:
        return ""
    from accessible_kits.render.packing import whose

    names = whose(kit.pieces)  # as the pieces sheets' labels name the players, capitalised
    for owner, colour in enumerate(("White", "Black")):
        label = label.replace(f"{colour}'s", names[owner])
    return label
