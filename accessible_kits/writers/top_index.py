"""OUT/index.html: every kit in the output folder, by game, with one line about each profile."""

from __future__ import annotations

import json
import os
from html import escape
from pathlib import Path

from accessible_kits.writers.html_page import html_page
from accessible_kits.writers.kit_page import CSS


def write_index(out: Path) -> Path:
    """Rebuild the list from the manifests on disk, so kits built earlier are listed too."""
    kits = []
    for manifest in sorted(out.glob("*/*/manifest.json")):
        data = json.loads(manifest.read_text(encoding="utf-8"))
        kits.append((data["title"], data["profile"]["name"], data["profile"]["description"],
                     manifest.parent.relative_to(out).as_posix()))
    games: dict[str, list] = {}
    for title, name, desc, folder in kits:
        games.setdefault(title, []).append((name, desc, folder))
    sections = "".join(
        f'<section aria-labelledby="g{i}"><h2 id="g{i}">{escape(title)}</h2><ul>'
        + "".join(f'<li><a href="{escape(folder)}/index.html">{escape(title)}, {escape(name)}</a>: {escape(desc)}</li>'
                  for name, desc, folder in rows)
        + "</ul></section>"
        for i, (title, rows) in enumerate(sorted(games.items()), 1)
    )
    html = html_page("Accessible kits", CSS, (
        "<main>\n<h1>Accessible kits</h1>\n<p>Each kit holds boards to print, rules to read and to hear, "
        "record sheets for the scribe, and a host key. Choose a game and the profile that suits the players.</p>\n"
        f"{sections}\n</main>"))
    path = out / "index.html"
    tmp = out / f".index.html.tmp-{os.getpid()}"
    tmp.write_text(html, encoding="utf-8")
    tmp.replace(path)
    return path
