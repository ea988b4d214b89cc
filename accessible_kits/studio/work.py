"""What the studio's worker processes do: draw previews and build kits.

Runs in processes of their own (never in the server's), so a slow drawing or a
build never holds up the page, and each process's temporary folder and fonts are
set once. Everything here uses the same code as the CLI: the preview's board
sheet is the kit's first page file, its rule-card page is the first page of
the kit's rules.pdf, and a build is `build.build` itself.
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import tempfile
from pathlib import Path


def start_worker(tmp: str) -> None:
    """In each worker: die with the server, leave Ctrl-C to it, and keep temporary files in its folder."""
    import signal

    from accessible_kits.fonts import configure_fontconfig
    from accessible_kits.process import die_with_parent

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent()
    configure_fontconfig()
    os.environ["TMPDIR"] = tmp
    tempfile.tempdir = tmp


def warm() -> bool:
    """Import the drawing stack once, so the first preview a person asks for is as quick as the rest."""
    import weasyprint  # noqa: F401

    from accessible_kits.render import pages  # noqa: F401

    return True


@functools.lru_cache(maxsize=16)
def _game(ref: str):
    """Loaded once per worker: a built-in id, or an upload named by its SHA-256 (so never stale)."""
    from accessible_kits.games import load_game

    return load_game(ref)


def _kit(game_ref: str, toml: str, pid: str):
    from accessible_kits.compose import compose, drawn_profile
    from accessible_kits.games.schema import loads
    from accessible_kits.profile import defaults, merge, profile_from

    profile, errors = profile_from(merge(defaults(), loads(toml, pid)), pid, f"{pid}.toml")
    if errors or profile is None:  # the server checked it already; this is only a guard
        raise ValueError(f"{next(iter(errors))}: {next(iter(errors.values()))}")
    profile = drawn_profile(_game(game_ref), profile)  # the sides' marks, from the game
    return compose(_game(game_ref), profile), profile


def board(game_ref: str, toml: str, pid: str) -> dict:
    """The first board sheet, as the kit's pages/<id>.svg file (font inside), with its size and words."""
    from accessible_kits.render.checklist import CHECKLIST_ID
    from accessible_kits.render.pages import kit_pages
    from accessible_kits.writers.svg_pages import standalone

    kit, profile = _kit(game_ref, toml, pid)
    first = next(p for p in kit_pages(kit, profile) if p.id != CHECKLIST_ID)  # the checklist comes before it
    w, h = _size(first.svg)
    return {
        "svg": standalone(first.svg, profile.font),
        "width_mm": w,
        "height_mm": h,
        "title": first.title,
        "words": first.description,
    }


def card(game_ref: str, toml: str, pid: str) -> dict:
    """The first page of the rule card (rules.pdf), laid out by WeasyPrint from the same HTML, as SVG:
    poppler's pdftocairo draws the one-page PDF (vector, so it stays sharp at true size and at any
    zoom, and in a few milliseconds where a PNG took a seventh of a second). A change that leaves
    the card's HTML as it was (a speech setting) gets the page drawn before."""
    from accessible_kits.writers.rules_html import rules_html

    kit, profile = _kit(game_ref, toml, pid)
    return dict(_card(rules_html(kit, profile, for_pdf=True), kit.title))


@functools.lru_cache(maxsize=8)
def _card(html: str, title: str) -> tuple:
    from weasyprint import HTML

    doc = HTML(string=html, base_url=".").render()
    first = doc.pages[0]
    pdf = doc.copy([first]).write_pdf()
    svg = subprocess.run(["pdftocairo", "-svg", "-", "-"], input=pdf, check=True, capture_output=True).stdout
    px_mm = 25.4 / 96  # WeasyPrint measures pages in CSS pixels
    return (
        ("svg", svg.decode("utf-8")),
        ("width_mm", round(first.width * px_mm, 2)),
        ("height_mm", round(first.height * px_mm, 2)),
        ("pages", len(doc.pages)),
        ("title", f"{title}: rules"),
    )


def _size(svg: str) -> tuple[float, float]:
    """A page's width and height in mm, as its root element states them."""
    import xml.etree.ElementTree as ET

    root = ET.fromstring(svg)
    return float(root.get("width", "").removesuffix("mm")), float(root.get("height", "").removesuffix("mm"))


def build(game_ref: str, profile_path: str, out: str, audio: bool, progress: str) -> dict:
    """One kit, by the CLI's own build (checks, work folder, atomic swap), into OUT/<game>/<profile>."""
    from accessible_kits.build import build as run

    def step(n: int, total: int, name: str) -> None:
        tmp = f"{progress}.tmp"
        Path(tmp).write_text(json.dumps({"step": n, "steps": total, "part": name}))
        os.replace(tmp, progress)

    folders = run(
        [game_ref],
        [profile_path],
        Path(out),
        1,
        {"audio": "auto" if audio else "off", "force": True, "on_writer": step},
    )
    folder = Path(folders[0])
    return {"game": folder.parent.name, "profile": folder.name}


def zip_kit(out: Path, game: str, profile: str, dest: Path) -> None:
    """The kit as one ZIP, laid out as the CLI lays it out (<game>/<profile>/...), the same bytes
    every time: files in name order, one fixed date, no extra fields."""
    import zipfile

    folder = out / game / profile
    tmp = dest.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            info = zipfile.ZipInfo(f"{game}/{profile}/{path.relative_to(folder).as_posix()}", (1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, path.read_bytes())
    os.replace(tmp, dest)
