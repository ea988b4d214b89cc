"""OUT/index.html: every kit in the output folder, by game, with one line about each profile."""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

from accessible_kits.writers.html_page import CSS, html_page

_FOLDER = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")  # a game id or a profile's file name
HEADING = "<h1>Accessible kits</h1>"  # how a build knows an index.html is ours to replace


def is_ours(path: Path) -> bool:
    """Whether an index.html was written by this program, so a build may replace it."""
    try:
        return HEADING in path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False


def _kits_on_disk(out: Path, notes: list[str]) -> dict[str, dict]:
    """Manifests of kits already in OUT/<game>/<profile>/. Only folders a kit can have (never a
    hidden work folder); a manifest that cannot be read is reported and left out."""
    from accessible_kits.manifest import read_manifest

    found = {}
    for game in sorted(out.iterdir()):
        if not _FOLDER.fullmatch(game.name) or game.is_symlink() or not game.is_dir():
            continue
        for folder in sorted(game.iterdir()):
            if not _FOLDER.fullmatch(folder.name) or folder.is_symlink() or not (folder / "manifest.json").exists():
                continue
            try:
                data = read_manifest(folder)
                entry = (data["title"], data["profile"]["name"], data["profile"]["description"])
                if not all(isinstance(v, str) for v in entry):
                    raise TypeError
            except (ValueError, KeyError, TypeError) as exc:
                why = str(exc) if isinstance(exc, ValueError) else "not the manifest this version writes"
                notes.append(f"{folder / 'manifest.json'} cannot be read ({why}), so the index leaves that kit out")
                continue
            found[f"{game.name}/{folder.name}"] = data
    return found


def index_html(out: Path, staged: dict[str, dict]) -> tuple[str, list[str]]:
    """The index as it will be once the staged kits ({"game/profile": manifest}) are in place."""
    notes: list[str] = []
    kits = {**_kits_on_disk(out, notes), **staged}
    games: dict[str, list] = {}
    for folder, data in sorted(kits.items()):
        games.setdefault(data["title"], []).append((data["profile"]["name"], data["profile"]["description"], folder))
    sections = "".join(
        f'<section aria-labelledby="g{i}"><h2 id="g{i}">{escape(title)}</h2><ul>'
        + "".join(
            f'<li><a href="{escape(folder)}/index.html">{escape(title)}, {escape(name)}</a>: {escape(desc)}</li>'
            for name, desc, folder in rows
        )
        + "</ul></section>"
        for i, (title, rows) in enumerate(sorted(games.items()), 1)
    )
    html = html_page(
        "Accessible kits",
        CSS,
        (
            f"<main>\n{HEADING}\n<p>Each kit holds boards to print, rules to read and to hear, "
            "record sheets for the scribe, and a host key. Choose a game and the profile that suits the players.</p>\n"
            f"{sections}\n</main>"
        ),
    )
    return html, notes
