"""The studio's own state, without a server: which host names it answers to, and how its work
folder is kept small (moved from tests/test_studio.py, which starts the studio and a browser)."""

from __future__ import annotations

import importlib.util
import os

from conftest import need


def _importable(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def test_host_names_the_studio_answers_to():
    """Its own address and port only; loopback names for a loopback studio; never a domain name on 0.0.0.0."""
    need(_importable("starlette"), "starlette", "make setup")
    from accessible_kits.studio.guard import host_ok

    def loop(h):
        return host_ok(h, "127.0.0.1", 8765)

    assert [loop(h) for h in ("127.0.0.1:8765", "localhost:8765", "[::1]:8765")] == [True] * 3
    assert not any(
        loop(h)
        for h in (
            "127.0.0.1:8766",
            "evil.example:8765",
            "127.0.0.1",
            "",
            "192.168.1.2:8765",
            "127.0.0.1:8765.evil.example",
        )
    )
    assert host_ok("192.168.1.2:8765", "0.0.0.0", 8765) and not host_ok("rebound.example:8765", "0.0.0.0", 8765)


def test_old_builds_and_uploads_are_removed(tmp_path):
    """The work folder does not grow without end: the newest finished builds and uploads are kept,
    older ones are removed with their files, and a build still running is never touched."""
    import asyncio

    need(_importable("starlette"), "starlette", "make setup")
    from accessible_kits.studio.state import KEEP_JOBS, KEEP_UPLOADS, Studio

    studio = Studio(tmp_path, "127.0.0.1", 8765)
    loop = asyncio.new_event_loop()
    names = [f"{n:032x}" for n in range(KEEP_JOBS + 3)]
    for n, name in enumerate(names):
        folder = tmp_path / "jobs" / name
        folder.mkdir()
        (folder / "kit.zip").write_bytes(b"PK")
        future = loop.create_future()
        if n != 1:  # the second is still building
            future.set_result({"game": "poison-corner", "profile": "p"})
        studio.jobs[name] = {"folder": folder, "future": future, "started": n}
    uploads = [tmp_path / "uploads" / f"{n:064x}.toml" for n in range(KEEP_UPLOADS + 2)]
    for n, path in enumerate(uploads):
        path.write_text("id = 'x'\n")
        os.utime(path, (1_000_000 + n, 1_000_000 + n))
    studio.clean()
    loop.close()
    kept = [names[1]] + names[-KEEP_JOBS:]
    assert list(studio.jobs) == kept
    assert sorted(p.name for p in (tmp_path / "jobs").iterdir()) == sorted(kept)
    assert sorted((tmp_path / "uploads").iterdir()) == uploads[-KEEP_UPLOADS:]
