"""The studio's web application: one page, a small JSON API, and the kits it built.

Safety on a shared machine (see docs/studio.md):
- Every request must name the studio's own address in Host (so a web page that
  points a name of its own at 127.0.0.1 gets nothing), and a request from a page
  (Origin) must come from the studio's page; changes (POST) must carry that Origin.
- Uploads and requests are read up to a limit; a game file is parsed only by
  games/schema.py, a profile only by the declaration in profile.py. Games are
  named by built-in id or by the SHA-256 of an upload, profiles by bundled name;
  no request names a path.
- Every file is made in the server's work folder, a fresh temporary folder that
  is removed when the server stops; old builds and uploads are removed as new
  ones come.
- Previews and builds run in bounded pools of worker processes (builds in
  `build.worker_pool`, by `build.build` itself), so each request gets its own
  result and the server keeps answering while they work.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import ipaddress
import json
import multiprocessing
import os
import re
import shutil
import time
import uuid
from collections import OrderedDict
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from accessible_kits.errors import KitError
from accessible_kits.games.schema import MAX_BYTES, shown
from accessible_kits.studio import work

MAX_JSON = 64 * 1024        # a form's values are a few kilobytes
MAX_FIELD = 2000            # characters in one form value
MAX_QUEUED_BUILDS = 8       # more waiting builds are refused: the studio is busy
KEEP_JOBS = 8               # finished builds kept (their kit pages and ZIPs); older ones are removed
KEEP_UPLOADS = 32
PREVIEW_CACHE = 64
STATIC = Path(__file__).resolve().parent / "static"
_JOB = re.compile(r"[0-9a-f]{32}")
_UPLOAD = re.compile(r"upload:([0-9a-f]{64})")

STUDIO_CSP = ("default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; "
              "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
# the kit pages carry their own small style and script, as they do on disk
KIT_CSP = ("default-src 'self' data:; style-src 'self' 'unsafe-inline' data:; script-src 'self' 'unsafe-inline'; "
           "frame-ancestors 'none'; base-uri 'none'")


class Refused(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


class Studio:
    """The server's state: its address, its work folder, its pools, the builds it holds."""

    def __init__(self, work_dir: Path, host: str, port: int, workers: int | None = None):
        self.work = work_dir
        self.host, self.port = host, port
        self.url = f"http://{_bracket(host)}:{port}/"
        for sub in ("uploads", "jobs", "tmp", "cache"):
            (work_dir / sub).mkdir(exist_ok=True)
        self.workers = workers or max(1, min(2, os.cpu_count() or 1))
        self._board = self._card = None   # a pool each, so a quick board never waits behind a rule card
        self._builds = None
        self.jobs: OrderedDict[str, dict] = OrderedDict()
        self.cache: OrderedDict[tuple, asyncio.Future] = OrderedDict()

    # -- who may ask --------------------------------------------------------------

    def host_ok(self, host: str) -> bool:
        """The Host header names this server: its own address, or for a loopback server any
        loopback name; a server on every address (0.0.0.0) takes an address, never a domain name."""
        m = re.fullmatch(r"\[?([^\[\]]+?)\]?:(\d+)", host)
        if not m or int(m.group(2)) != self.port:
            return False
        name = m.group(1)
        if name == self.host:
            return True
        try:
            ip = ipaddress.ip_address(name)
        except ValueError:
            return name == "localhost" and _loopback(self.host)
        if self.host in ("0.0.0.0", "::"):
            return True
        return ip.is_loopback and _loopback(self.host)

    # -- pools --------------------------------------------------------------------

    def pool(self, name: str):
        """The pool for previews of a board, of a rule card, or for builds; made when first needed."""
        if getattr(self, f"_{name}") is None:
            spawn = multiprocessing.get_context("spawn")   # never fork the server's threads
            if name == "builds":
                from accessible_kits.build import worker_pool

                pool = worker_pool(self.workers, spawn)
            else:
                from concurrent.futures import ProcessPoolExecutor

                pool = ProcessPoolExecutor(1 if name == "board" else self.workers, mp_context=spawn,
                                           initializer=work.start_worker, initargs=(str(self.work / "tmp"),))
            setattr(self, f"_{name}", pool)
        return getattr(self, f"_{name}")

    async def run(self, name: str, fn, *args):
        try:
            return await asyncio.get_running_loop().run_in_executor(self.pool(name), fn, *args)
        except BrokenProcessPool:   # a worker died (killed, out of memory): start a fresh pool next time
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
        first = {"game": builtin_ids()[0], "base": default_base(), "file_name": "my-profile", "values": {}}
        checked = form(first)
        if checked["toml"] is not None:
            for part in ("board", "card"):
                self.preview(part, first["game"], checked)

    def preview(self, part: str, game: str, checked: dict) -> asyncio.Future:
        """The drawing of one part for a checked profile: drawn once, then shared by every request for it."""
        key = (part, game, checked["toml"], checked["file_name"])
        future = self.cache.get(key)
        if future is None or future.cancelled() or (future.done() and future.exception()):
            future = asyncio.ensure_future(self.run(part, getattr(work, part), game, checked["toml"],
                                                    checked["file_name"]))
            future.add_done_callback(lambda f: f.cancelled() or f.exception())   # a request says it, if one asks
            self.cache[key] = future
            while len(self.cache) > PREVIEW_CACHE:
                self.cache.popitem(last=False)
        self.cache.move_to_end(key)
        return future

    def close(self) -> None:
        for pool in (self._board, self._card, self._builds):
            if pool is not None:
                from accessible_kits.build import _stop

                _stop(pool)
        shutil.rmtree(self.work, ignore_errors=True)

    # -- what a request names ---------------------------------------------------------

    def game_ref(self, value) -> str:
        from accessible_kits.games import builtin_ids

        if isinstance(value, str) and value in builtin_ids():
            return value
        m = _UPLOAD.fullmatch(value) if isinstance(value, str) else None
        if m and (self.work / "uploads" / f"{m.group(1)}.toml").is_file():
            return str(self.work / "uploads" / f"{m.group(1)}.toml")
        if m:
            raise Refused(400, "game: that uploaded file is no longer here; upload it again")
        raise Refused(400, f"game: {shown(value)} is not allowed; choose one of {', '.join(builtin_ids())}, "
                           "or upload a game file")

    def clean(self) -> None:
        """Keep the newest finished builds and uploads; remove the rest."""
        done = [j for j, job in self.jobs.items() if job["future"].done()]
        for j in done[:max(0, len(done) - KEEP_JOBS)]:
            shutil.rmtree(self.jobs.pop(j)["folder"], ignore_errors=True)
        uploads = sorted((self.work / "uploads").glob("*.toml"), key=lambda p: p.stat().st_mtime)
        for p in uploads[:max(0, len(uploads) - KEEP_UPLOADS)]:
            p.unlink(missing_ok=True)


def _bracket(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


# -- the profile a request describes ------------------------------------------------

def form(body: dict) -> dict:
    """Check a request's profile: base (a bundled name), file_name, and the values the person
    changed ({key: text as typed}). Returns what the page shows: errors by field, problems,
    targets, and (when all is well) the profile's TOML."""
    from accessible_kits.profile import (PROFILE_ID, builtin_profiles, problems, profile_from, profiles_dir,
                                         raw_chain, targets, to_toml)

    errors: dict[str, str] = {}
    base = body.get("base")
    if base not in builtin_profiles():
        raise Refused(400, f"base: {shown(base)} is not allowed; start from one of {', '.join(builtin_profiles())}")
    pid = body.get("file_name")
    if not isinstance(pid, str) or not PROFILE_ID.fullmatch(pid):
        errors["file_name"] = (f"{shown(pid)} is not allowed; use letters, digits, hyphens and underscores, "
                               "at most 64, starting with a letter or digit, like my-profile")
        pid = "my-profile"
    values = body.get("values", {})
    if not isinstance(values, dict):
        raise Refused(400, "values: expected the changed fields, each as text")
    raw = raw_chain(profiles_dir() / f"{base}.toml")
    empty = _put_changes(raw, values)
    profile, key_errors = profile_from(raw, pid, f"{pid}.toml")
    errors.update(key_errors)
    for name in empty & set(errors):   # said as the form shows it, not as "[]" in a file
        errors[name] = _nothing(name)
    out = {"errors": errors, "problems": [], "targets": [], "toml": None, "file_name": pid}
    if profile is None:
        return out
    for name, problem in (("font", _font_problem(profile.font)), ("speech.voice", _voice_problem(profile.speech.voice))):
        if problem:   # as accessible-kits check: the font and the voice must be installed
            errors[name] = problem
    found = problems(profile)
    out["problems"] = [{"where": p.where, "says": p.says, "keys": list(p.keys)} for p in found]
    out["targets"] = [{"label": t.label, "ratio": round(t.ratio, 2), "target": t.target, "meets": t.meets,
                       "keys": list(t.keys)} for t in targets(profile)]
    if not errors and not found:
        out["toml"] = to_toml(raw)
        out["settings"] = {"cell_size": profile.cell_size, "paper": profile.paper}
    return out


def _put_changes(raw: dict, values: dict) -> set[str]:
    """Put the fields the person changed (text as typed) into the raw profile, as the TOML values a
    file would hold; returns the keys left empty (no box ticked, nothing written)."""
    from accessible_kits.profile import BY_NAME, _put

    empty = set()
    for name, text in values.items():
        if name not in BY_NAME:
            raise Refused(400, f"values: {shown(name)} is not a profile key")
        if not isinstance(text, str) or len(text) > MAX_FIELD:
            raise Refused(400, f"values: {name}: expected text of at most {MAX_FIELD} characters")
        value = BY_NAME[name].kind.from_form(text)
        if value == []:
            empty.add(name)
        _put(raw, name, value)
    return empty


def _nothing(name: str) -> str:
    from accessible_kits.profile import BY_NAME

    kind = BY_NAME[name].kind
    if kind.input == "checkboxes":
        return f"nothing is chosen; choose one or more of {', '.join(kind.options)}"
    return f"nothing is written; use {kind.allowed()}"


@functools.lru_cache(maxsize=64)
def _font_problem(family: str) -> str | None:
    from accessible_kits.fonts import font_files

    try:
        font_files(family)
    except KitError as exc:
        return str(exc).removeprefix("font: ")
    return None


@functools.lru_cache(maxsize=64)
def _voice_problem(voice: str) -> str | None:
    from accessible_kits.voices import voice_problem

    return voice_problem(voice)


# -- requests -------------------------------------------------------------------------

async def _body(request: Request, limit: int, what: str) -> bytes:
    """The request body, refused when longer than `limit` (said before it is read when the length is known)."""
    size = request.headers.get("content-length")
    if size is not None and not size.isdigit():
        raise Refused(400, f"{what}: its length {shown(size)} is not a number of bytes")
    if size is not None and int(size) > limit:
        raise Refused(413, f"{what}: {size} bytes is too big; at most {limit} are allowed")
    chunks, got = [], 0
    async for chunk in request.stream():
        got += len(chunk)
        if got > limit:
            raise Refused(413, f"{what}: too big; at most {limit} bytes are allowed")
        chunks.append(chunk)
    return b"".join(chunks)


async def _json(request: Request) -> dict:
    data = await _body(request, MAX_JSON, "request")
    try:
        body = json.loads(data)
    except (ValueError, RecursionError):
        raise Refused(400, "request: not valid JSON") from None
    if not isinstance(body, dict):
        raise Refused(400, "request: expected a JSON object")
    return body


def _refusing(handler):
    """A Refused or a KitError becomes one clear line, as JSON: {"error": ...}."""
    @functools.wraps(handler)
    async def wrapped(request: Request):
        try:
            return await handler(request)
        except Refused as exc:
            return JSONResponse({"error": str(exc)}, status_code=exc.status)
        except KitError as exc:
            return JSONResponse({"error": _tidy(request.app.state.studio, str(exc))}, status_code=400)
    return wrapped


def _tidy(studio: Studio, message: str) -> str:
    """Messages name files as the person knows them, not by where the server keeps them."""
    message = re.sub(re.escape(str(studio.work)) + r"/jobs/[0-9a-f]+/", "", message)
    return re.sub(re.escape(str(studio.work)) + r"/uploads/[0-9a-f]+\.toml", "your game file", message)


async def page(request: Request):
    from accessible_kits.studio.page import render

    return HTMLResponse(render())


async def no_icon(request: Request):
    """The kit pages ask for /favicon.ico, as every page does: nothing, rather than a 404 in the console."""
    return Response(status_code=204)


STUDIO_FONT = "Atkinson Hyperlegible"   # the page's own type, the kits' default: served, as few machines have it
FONT_FILES = {"font-regular.ttf": "regular", "font-bold.ttf": "bold"}   # the names studio.css asks for


async def static(request: Request):
    name = request.path_params["name"]
    if name in FONT_FILES:
        from accessible_kits.fonts import font_files

        try:
            return FileResponse(font_files(STUDIO_FONT)[FONT_FILES[name]], media_type="font/ttf")
        except KitError:   # the page then falls back to Verdana or the browser's sans-serif
            return Response("Not found", status_code=404)
    if name not in ("studio.js", "studio.css"):
        return Response("Not found", status_code=404)
    return FileResponse(STATIC / name, media_type="text/javascript" if name.endswith(".js") else "text/css")


@_refusing
async def check(request: Request):
    return JSONResponse(form(await _json(request)))


@_refusing
async def upload(request: Request):
    """A game file: UTF-8 TOML, at most the CLI's limit, checked by games/schema.py and replayed;
    kept under the SHA-256 of its bytes."""
    from accessible_kits.games import parse_game

    name = request.headers.get("x-file-name", "")
    name = name if re.fullmatch(r"[\w .()-]{1,80}", name) else "your game file"
    data = await _body(request, MAX_BYTES, name)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Refused(400, f"{name}: not UTF-8 text (byte {exc.start + 1}); save the game file as UTF-8") from None
    studio = request.app.state.studio
    game = await asyncio.to_thread(parse_game, text, name)
    digest = hashlib.sha256(data).hexdigest()
    path = studio.work / "uploads" / f"{digest}.toml"
    tmp = path.with_suffix(f".tmp{uuid.uuid4().hex}")
    tmp.write_bytes(data)
    os.replace(tmp, path)
    studio.clean()
    return JSONResponse({"game": f"upload:{digest}", "id": game.id, "title": game.title})


@_refusing
async def preview(request: Request):
    part = request.path_params["part"]
    if part not in ("board", "card"):
        return JSONResponse({"error": "Not found"}, status_code=404)
    body = await _json(request)
    studio: Studio = request.app.state.studio
    game = studio.game_ref(body.get("game"))
    checked = form(body)
    if checked["toml"] is None:
        raise Refused(400, "profile: fix the marked fields first")
    future = studio.preview(part, game, checked)
    started = time.perf_counter()
    result = await asyncio.shield(future)
    return JSONResponse(result, headers={"Server-Timing": f"draw;dur={(time.perf_counter() - started) * 1000:.0f}"})


@_refusing
async def profile_toml(request: Request):
    checked = form(await _json(request))
    if checked["toml"] is None:
        raise Refused(400, "profile: fix the marked fields first")
    return Response(checked["toml"], media_type="application/toml",
                    headers={"Content-Disposition": f'attachment; filename="{checked["file_name"]}.toml"'})


@_refusing
async def start_build(request: Request):
    body = await _json(request)
    studio: Studio = request.app.state.studio
    game = studio.game_ref(body.get("game"))
    checked = form(body)
    if checked["toml"] is None:
        return JSONResponse({"error": "Fix the marked fields first.", **checked}, status_code=400)
    if sum(not j["future"].done() for j in studio.jobs.values()) >= MAX_QUEUED_BUILDS:
        raise Refused(503, "The studio is busy with other builds. Please try again in a minute.")
    job = uuid.uuid4().hex
    folder = studio.work / "jobs" / job
    folder.mkdir()
    profile = folder / f"{checked['file_name']}.toml"
    profile.write_text(checked["toml"], encoding="utf-8")
    future = asyncio.ensure_future(studio.run("builds", work.build, game, str(profile), str(folder / "out"),
                                              body.get("audio") is True, str(folder / "progress.json")))
    studio.jobs[job] = {"folder": folder, "future": future, "started": time.time()}
    future.add_done_callback(lambda f: f.cancelled() or f.exception())   # build_status says it; not logged as lost
    studio.clean()
    return JSONResponse({"job": job})


@_refusing
async def build_status(request: Request):
    studio: Studio = request.app.state.studio
    job = studio.jobs.get(request.path_params["job"])
    if job is None:
        raise Refused(404, "That build is no longer here. Please build again.")
    future = job["future"]
    if not future.done():
        try:
            step = json.loads((job["folder"] / "progress.json").read_text())
            return JSONResponse({"state": "building", **step})
        except (OSError, ValueError):
            return JSONResponse({"state": "waiting"})
    exc = future.exception()
    if exc is not None:
        words = _tidy(studio, str(exc)) if isinstance(exc, (KitError, Refused)) else \
            "Something went wrong inside the studio. Please try again."
        return JSONResponse({"state": "failed", "error": words})
    kit = future.result()
    base = f"/kits/{request.path_params['job']}"
    return JSONResponse({"state": "done", **kit, "kit_page": f"{base}/{kit['game']}/{kit['profile']}/index.html",
                         "zip": f"/api/build/{request.path_params['job']}/kit.zip"})


async def kit_zip(request: Request):
    studio: Studio = request.app.state.studio
    job = studio.jobs.get(request.path_params["job"])
    if job is None or not job["future"].done() or job["future"].exception():
        return JSONResponse({"error": "That kit is not here. Please build again."}, status_code=404)
    kit = job["future"].result()
    path = job["folder"] / "kit.zip"
    if not path.exists():
        await asyncio.to_thread(work.zip_kit, job["folder"] / "out", kit["game"], kit["profile"], path)
    return FileResponse(path, media_type="application/zip",
                        filename=f"{kit['game']}-{kit['profile']}.zip")


async def kit_file(request: Request):
    """A file of a kit the studio built (its kit page and everything it links), never outside it."""
    studio: Studio = request.app.state.studio
    job = studio.jobs.get(request.path_params["job"])
    if job is None or not job["future"].done():
        return Response("That kit is no longer here. Please build again.", status_code=404)
    root = (job["folder"] / "out").resolve()
    path = (root / request.path_params["path"]).resolve()
    hidden = any(p.name.startswith(".") for p in [path, *path.parents] if p.is_relative_to(root) and p != root)
    if not path.is_relative_to(root) or not path.is_file() or hidden:   # never a build's own work folder
        return Response("Not found", status_code=404)
    return FileResponse(path)


# -- the guard ------------------------------------------------------------------------

class Guard:
    """Refuse a request whose Host is not the studio's, or that comes from another page; add
    the security headers to every answer."""

    def __init__(self, app, studio: Studio):
        self.app, self.studio = app, studio

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        host, origin = headers.get("host", ""), headers.get("origin")
        refusal = None
        if not self.studio.host_ok(host):
            refusal = (421, f"This studio answers only at {self.studio.url} (the request named {shown(host)}).")
        elif origin is not None and origin != f"http://{host}":
            refusal = (403, f"Requests from other web pages are refused (this one came from {shown(origin)}).")
        elif headers.get("sec-fetch-site") == "cross-site":
            refusal = (403, "Requests from other web pages are refused.")
        elif scope["method"] not in ("GET", "HEAD") and origin is None:
            refusal = (403, "Changes are accepted only from the studio's own page.")
        csp = KIT_CSP if scope["path"].startswith("/kits/") else STUDIO_CSP

        async def send_with_headers(message):
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + [
                    (b"content-security-policy", csp.encode()), (b"x-content-type-options", b"nosniff"),
                    (b"referrer-policy", b"no-referrer"), (b"cache-control", b"no-store"),
                    (b"cross-origin-resource-policy", b"same-origin"), (b"x-frame-options", b"DENY")]
            await send(message)

        if refusal:
            response = JSONResponse({"error": refusal[1]}, status_code=refusal[0])
            return await response(scope, receive, send_with_headers)
        return await self.app(scope, receive, send_with_headers)


def create_app(studio: Studio):
    from contextlib import asynccontextmanager

    @asynccontextmanager
    async def lifespan(app):
        studio.warm()
        try:
            yield
        finally:   # uvicorn's shutdown on Ctrl-C or SIGTERM: stop the workers, remove the work folder
            studio.close()

    app = Starlette(routes=[
        Route("/", page),
        Route("/static/{name}", static),
        Route("/favicon.ico", no_icon),
        Route("/api/check", check, methods=["POST"]),
        Route("/api/game", upload, methods=["POST"]),
        Route("/api/preview/{part}", preview, methods=["POST"]),
        Route("/api/profile.toml", profile_toml, methods=["POST"]),
        Route("/api/build", start_build, methods=["POST"]),
        Route("/api/build/{job}", build_status),
        Route("/api/build/{job}/kit.zip", kit_zip),
        Route("/kits/{job}/{path:path}", kit_file),
    ], lifespan=lifespan)
    app.state.studio = studio
    return Guard(app, studio)
