"""Build kits: compose each game once, run the writers, and swap each kit folder in whole.

A kit is written to a temporary folder beside its final place and renamed into
place only when every writer succeeded, so a failed or interrupted build leaves
the earlier kit untouched.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from accessible_kits import __version__
from accessible_kits.errors import KitError


@dataclass
class Context:
    """Work shared by several writers of one kit, done once."""

    kit: object
    profile: object
    options: dict
    files: dict = field(default_factory=dict)
    notes: list = field(default_factory=list)
    _pages: list | None = None

    def pages(self):
        if self._pages is None:
            from accessible_kits.render.pages import kit_pages

            self._pages = kit_pages(self.kit, self.profile)
        return self._pages


def check_writable(out: Path) -> None:
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise KitError(f"--output {out}: cannot create the folder ({exc.strerror})") from None
    if not os.access(out, os.W_OK | os.X_OK):
        raise KitError(f"--output {out}: the folder is not writable; choose another with -o")


def build_one(game_ref: str, profile_ref: str, out: str, options: dict) -> tuple[str, list[str]]:
    """Build one kit into OUT/<game>/<profile>/; returns (folder, notes)."""
    from accessible_kits.compose import compose
    from accessible_kits.fonts import configure_fontconfig, font_files
    from accessible_kits.games import load_game
    from accessible_kits.profile import load_profile
    from accessible_kits.writers import WRITERS, writer

    configure_fontconfig()
    game = load_game(game_ref)
    profile = load_profile(profile_ref)
    font_files(profile.font)
    kit = compose(game)
    ctx = Context(kit, profile, options)
    for name, module in WRITERS:
        ctx.files.update(writer(module)(kit, profile, ctx))
    from accessible_kits.freshness import stamp

    ctx.files["manifest.json"] = manifest(game, profile, ctx.files, stamp(game_ref, profile, options))

    final = Path(out) / game.id / profile.id
    final.parent.mkdir(parents=True, exist_ok=True)
    tmp = final.parent / f".{profile.id}.tmp-{os.getpid()}"
    if tmp.exists():
        shutil.rmtree(tmp)
    try:
        for rel, data in sorted(ctx.files.items()):
            path = tmp / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        old = final.parent / f".{profile.id}.old-{os.getpid()}"
        if final.exists():
            final.rename(old)
        tmp.rename(final)
        if old.exists():
            shutil.rmtree(old)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise KitError(f"--output {out}: cannot write the kit ({exc.strerror})") from None
    return str(final), ctx.notes


def manifest(game, profile, files: dict, built_from: dict | None = None) -> bytes:
    entries = [
        {"path": rel, "sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
        for rel, data in sorted(files.items())
    ]
    doc = {
        "tool": "accessible-kits", "version": __version__, "game": game.id, "title": game.title,
        "profile": profile.resolved(), "files": entries, "built_from": built_from,
    }
    return (json.dumps(doc, indent=2, sort_keys=True) + "\n").encode("utf-8")


def build(games: list[str], profiles: list[str], out: Path, jobs: int, options: dict, progress=None) -> list[str]:
    """Check every input first, then build each game x profile pair, in parallel where cores allow."""
    from accessible_kits.games import load_game
    from accessible_kits.profile import load_profile

    for g in games:
        load_game(g)
    for p in profiles:
        load_profile(p)
    check_writable(out)
    from accessible_kits.fonts import configure_fontconfig

    configure_fontconfig()  # before any worker starts, so all of them inherit it
    # profile by profile, so kits built at once are of different games and rarely wait on the same speech
    pairs = [(g, p) for p in profiles for g in games]
    done = []
    from accessible_kits.freshness import split  # kits built from the same inputs are left as they are

    total = len(pairs)
    pairs, fresh = split(pairs, out, options)
    for folder in fresh:
        done.append(folder)
        if progress:
            progress(len(done), total, folder, ["up to date, not rebuilt (--force rebuilds it)"])
    if jobs <= 1 or len(pairs) <= 1:
        for g, p in pairs:
            folder, notes = build_one(g, p, str(out), options)
            done.append(folder)
            if progress:
                progress(len(done), total, folder, notes)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(build_one, g, p, str(out), options) for g, p in pairs]
            for fut in futures:
                folder, notes = fut.result()
                done.append(folder)
                if progress:
                    progress(len(done), total, folder, notes)
    from accessible_kits.writers.top_index import write_index

    write_index(out)
    return done
