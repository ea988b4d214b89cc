"""The studio's state: its address, its work folder, its pools of workers, the builds and
previews it holds.

- Every file is made in the server's work folder, a fresh temporary folder that
  is removed when the server stops; old builds and uploads are removed as new
  ones come.
- Previews and builds run in bounded pools of worker processes (builds in
  `build.worker_pool`, by `build.build` itself), so each request gets its own
  result and the server keeps answering while they work.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import re
import shutil
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from accessible_kits.games.schema import shown
from accessible_kits.studio import work
from accessible_kits.studio.form import form
from accessible_kits.studio.guard import Refused, bracket

KEEP_JOBS = 8  # finished builds kept (their kit pages and ZIPs); older ones are removed
KEEP_UPLOADS = 32
PREVIEW_CACHE = 64
_UPLOAD = re.compile(r"upload:([0-9a-f]{64})")


class Studio:
    """The server's state: its address, its work folder, its pools, the builds it holds."""

    def __init__(self, work_dir: Path, host: str, port: int, workers: int | None = None):
        self.work = work_dir
        self.host, self.port = host, port
        self.url = f"http://{bracket(host)}:{port}/"
        for sub in ("uploads", "jobs", "tmp", "cache"):
            (work_dir / sub).mkdir(exist_ok=True)
        self.workers = workers or max(1, min(2, os.cpu_count() or 1))
        # a pool each, so a quick board never waits behind a rule card
        self._board: ProcessPoolExecutor | None = None
        self._card: ProcessPoolExecutor | None = None
        self._builds: ProcessPoolExecutor | None = None
        self.jobs: OrderedDict[str, dict] = OrderedDict()
        self.cache: OrderedDict[tuple, asyncio.Future] = OrderedDict()

    # -- pools --------------------------------------------------------------------

    def pool(self, name: str):
        """The pool for previews of a board, of a rule card, or for builds; made when first needed."""
        if getattr(self, f"_{name}") is None:
            spawn = multiprocessing.get_context("spawn")  # never fork the server's threads
            if name == "builds":
                from accessible_kits.build import worker_pool

                pool = worker_pool(self.workers, spawn)
            else:
                pool = ProcessPoolExecutor(
                    1 if name == "board" else self.workers,
                    mp_context=spawn,
                    initializer=work.start_worker,
                    initargs=(str(self.work / "tmp"),),
                )
            setattr(self, f"_{name}", pool)
        return getattr(self, f"_{name}")

    async def run(self, name: str, fn, *args):
        """Run fn(*args) in the named pool; Refused (503) when a worker died, with a fresh pool next time."""
        try:
            return await asyncio.get_running_loop().run_in_executor(self.pool(name), fn, *args)
        except BrokenProcessPool:  # a worker died (killed, out of memory): start a fresh pool next time
            setattr(self, f"_{name}", None)
            raise Refused(503, "The studio had to restart a helper process. Please try again.") from None

    def warm(self) -> None:
        """Start the preview workers now and draw the preview the page shows first (the first game, the
        profile the form starts from), so it is there when the page asks for it. In the event loop."""
        from accessible_kits.games import builtin_ids
        from accessible_kits.studio.page import default_base

        self.pool("board").submit(work.warm)
        for _ in range(self.workers):
            self.pool("card").submit(work.warm)
        first: dict[str, Any] = {
            "game": builtin_ids()[0],
            "base": default_base(),
            "file_name": "my-profile",
            "values": {},
        }
        checked = form(first)
        if checked["toml"] is not None:
            for part in ("board", "card"):
                self.preview(part, first["game"], checked)

    def preview(self, part: str, game: str, checked: dict) -> asyncio.Future:
        """The drawing of one part for a checked profile: drawn once, then shared by every request for it."""
        key = (part, game, checked["toml"], checked["file_name"])
        future = self.cache.get(key)
        if future is None or future.cancelled() or (future.done() and future.exception()):
            future = asyncio.ensure_future(
                self.run(part, getattr(work, part), game, checked["toml"], checked["file_name"])
            )
            future.add_done_callback(lambda f: f.cancelled() or f.exception())  # a request says it, if one asks
            self.cache[key] = future
            while len(self.cache) > PREVIEW_CACHE:
                self.cache.popitem(last=False)
        self.cache.move_to_end(key)
        return future

    def close(self) -> None:
        """Stop every pool's workers and remove the work folder: the server leaves nothing behind."""
        for pool in (self._board, self._card, self._builds):
            if pool is not None:
                from accessible_kits.workers import stop_pool

                stop_pool(pool)
        shutil.rmtree(self.work, ignore_errors=True)

    # -- what a request names ---------------------------------------------------------

    def game_ref(self, value) -> str:
        """The game a request names: a built-in id, or "upload:<SHA-256>" of a file uploaded here
        (its path in the work folder); Refused otherwise. No request names a path itself."""
        from accessible_kits.games import builtin_ids

        if isinstance(value, str) and value in builtin_ids():
            return value
        m = _UPLOAD.fullmatch(value) if isinstance(value, str) else None
        if m and (self.work / "uploads" / f"{m.group(1)}.toml").is_file():
            return str(self.work / "uploads" / f"{m.group(1)}.toml")
        if m:
            raise Refused(400, "game: that uploaded file is no longer here; upload it again")
        raise Refused(
            400, f"game: {shown(value)} is not allowed; choose one of {', '.join(builtin_ids())}, or upload a game file"
        )

    def clean(self) -> None:
        """Keep the newest finished builds and uploads; remove the rest."""
        done = [j for j, job in self.jobs.items() if job["future"].done()]
        for j in done[: max(0, len(done) - KEEP_JOBS)]:
            shutil.rmtree(self.jobs.pop(j)["folder"], ignore_errors=True)
        uploads = sorted((self.work / "uploads").glob("*.toml"), key=lambda p: p.stat().st_mtime)
        for p in uploads[: max(0, len(uploads) - KEEP_UPLOADS)]:
            p.unlink(missing_ok=True)
