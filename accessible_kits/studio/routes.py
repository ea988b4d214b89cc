"""The studio's routes: one page, a small JSON API, and the kits it built.

Each handler reads a request through the guard's limits (studio.guard), checks a profile
with studio.form, and hands the work to the studio's pools (studio.state). A refusal or
a KitError becomes one clear line of JSON, naming files as the person knows them.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import json
import os
import re
import time
import uuid
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from accessible_kits.errors import KitError
from accessible_kits.games.schema import MAX_BYTES
from accessible_kits.studio import work
from accessible_kits.studio.form import form
from accessible_kits.studio.guard import Guard, Refused, read_body, read_json
from accessible_kits.studio.state import Studio

MAX_QUEUED_BUILDS = 8  # more waiting builds are refused: the studio is busy
STATIC = Path(__file__).resolve().parent / "static"


def refusing(handler):
    """A Refused or a KitError becomes one clear line, as JSON: {"error": ...}."""

    @functools.wraps(handler)
    async def wrapped(request: Request):
        try:
            return await handler(request)
        except Refused as exc:
            return JSONResponse({"error": str(exc)}, status_code=exc.status)
        except KitError as exc:
            return JSONResponse({"error": tidy(request.app.state.studio, str(exc))}, status_code=400)

    return wrapped


def tidy(studio: Studio, message: str) -> str:
    """Messages name files as the person knows them, not by where the server keeps them."""
    message = re.sub(re.escape(str(studio.work)) + r"/jobs/[0-9a-f]+/", "", message)
    return re.sub(re.escape(str(studio.work)) + r"/uploads/[0-9a-f]+\.toml", "your game file", message)


async def page(request: Request):
    """The studio's one page, the form made from the profile declaration."""
    from accessible_kits.studio.page import render

    return HTMLResponse(render())


async def no_icon(request: Request):
    """The kit pages ask for /favicon.ico, as every page does: nothing, rather than a 404 in the console."""
    return Response(status_code=204)


STUDIO_FONT = "Atkinson Hyperlegible"  # the page's own type, the kits' default: served, as few machines have it
FONT_FILES = {"font-regular.ttf": "regular", "font-bold.ttf": "bold"}  # the names studio.css asks for


async def static(request: Request):
    """The page's script, style and font files, named in a fixed list; nothing else is served from disk here."""
    name = request.path_params["name"]
    if name in FONT_FILES:
        from accessible_kits.fonts import font_files

        try:
            return FileResponse(font_files(STUDIO_FONT)[FONT_FILES[name]], media_type="font/ttf")
        except KitError:  # the page then falls back to Verdana or the browser's sans-serif
            return Response("Not found", status_code=404)
    if name not in ("studio.js", "studio.css", "editor.js"):
        return Response("Not found", status_code=404)
    return FileResponse(STATIC / name, media_type="text/javascript" if name.endswith(".js") else "text/css")


@functools.lru_cache(maxsize=64)
def _columns(ref: str) -> tuple[str, int]:
    """A game's title and its columns, which a list of column words must cover (as compose checks)."""
    from accessible_kits import families
    from accessible_kits.games import load_game

    game = load_game(ref)
    return game.title, families.family(game.family).wording().columns(game)


def checked_form(studio: Studio, body: dict) -> tuple[str, dict]:
    """The game a request names and its profile checked against it (studio.form)."""
    game = studio.game_ref(body.get("game"))
    return game, form(body, _columns(game))


@refusing
async def check(request: Request):
    """Check the profile the form describes: errors by field, problems, targets, its TOML when all is well."""
    body = await read_json(request)
    if "game" not in body:
        return JSONResponse(form(body))
    return JSONResponse(checked_form(request.app.state.studio, body)[1])


async def _uploaded(request: Request, unnamed: str) -> tuple[str, bytes]:
    """An uploaded file's name (its header, when it is a plain file name, else `unnamed`) and its
    bytes, at most the CLI's limit."""
    name = request.headers.get("x-file-name", "")
    name = name if re.fullmatch(r"[\w .()-]{1,80}", name) else unnamed
    return name, await read_body(request, MAX_BYTES, name)


def _utf8(data: bytes, name: str, what: str) -> str:
    """The file's text, or one line saying where it is not UTF-8 and how to save `what`."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Refused(400, f"{name}: not UTF-8 text (byte {exc.start + 1}); save {what} as UTF-8") from None


@refusing
async def open_profile(request: Request):
    """A profile file opened in the form: its base and its fields' text, or one line why not."""
    from accessible_kits.studio.form import opened

    name, data = await _uploaded(request, "your profile file")
    answer = opened(_utf8(data, name, "the profile"), name)
    stem = re.sub(r"\.toml$", "", name)
    return JSONResponse({**answer, "file_name": stem if re.fullmatch(r"[A-Za-z0-9][\w-]{0,63}", stem) else ""})


@refusing
async def upload(request: Request):
    """A game file: UTF-8 TOML, at most the CLI's limit, checked by games/schema.py and replayed;
    kept under the SHA-256 of its bytes."""
    from accessible_kits.games import parse_game

    name, data = await _uploaded(request, "your game file")
    text = _utf8(data, name, "the game file")
    studio = request.app.state.studio
    game = await asyncio.to_thread(parse_game, text, name)
    return JSONResponse({"game": keep_upload(studio, data), "id": game.id, "title": game.title})


def keep_upload(studio: Studio, data: bytes) -> str:
    """A checked game file kept in the work folder under the SHA-256 of its bytes; its game reference."""
    digest = hashlib.sha256(data).hexdigest()
    path = studio.work / "uploads" / f"{digest}.toml"
    tmp = path.with_suffix(f".tmp{uuid.uuid4().hex}")
    tmp.write_bytes(data)
    os.replace(tmp, path)
    studio.clean()
    return f"upload:{digest}"


def _editor_profile(body: dict):
    """The profile the editor's sheet plan is worked out at: the form's, when it is whole, else its base."""
    from accessible_kits.profile import builtin_profiles, defaults, load_profile, merge, profile_from
    from accessible_kits.studio.page import default_base
    from accessible_kits.tomlfile import loads

    profile_form = body.get("form")
    if isinstance(profile_form, dict):
        try:
            checked = form(profile_form)
        except Refused:
            checked = {"toml": None}
        if checked["toml"] is not None:
            pid = checked["file_name"]
            profile, _ = profile_from(merge(defaults(), loads(checked["toml"], pid)), pid, f"{pid}.toml")
            if profile is not None:
                return profile
    base = profile_form.get("base") if isinstance(profile_form, dict) else None
    return load_profile(base if base in builtin_profiles() else default_base())


@refusing
async def editor(request: Request):
    """The game editor's game checked: steps filled in by the engine, problems by key, and, when it has
    none, its TOML and the reference to preview and build it by."""
    from accessible_kits.studio.editor import edit

    body = await read_json(request)
    studio: Studio = request.app.state.studio
    profile = await asyncio.to_thread(_editor_profile, body)
    answer = await asyncio.to_thread(edit, body, profile)
    if answer["text"] is not None:
        answer["ref"] = keep_upload(studio, answer["text"].encode("utf-8"))
    return JSONResponse(answer)


@refusing
async def editor_open(request: Request):
    """A saved game file opened in the editor: its keys as JSON (checked when the editor asks next)."""
    from accessible_kits.studio.editor import plain_data
    from accessible_kits.tomlfile import loads

    text = _utf8(await read_body(request, MAX_BYTES, "game file"), "game file", "it")
    game = plain_data(loads(text, "game file"))
    if "family" not in game:
        raise Refused(400, "game file: it has no family; this is not a game file (a profile opens above)")
    return JSONResponse({"game": game})


@refusing
async def preview(request: Request):
    """The first board sheet or rule-card page drawn for a checked profile, shared by requests that ask for the same."""
    part = request.path_params["part"]
    if part not in ("board", "card"):
        return JSONResponse({"error": "Not found"}, status_code=404)
    body = await read_json(request)
    studio: Studio = request.app.state.studio
    game, checked = checked_form(studio, body)
    if checked["toml"] is None:
        raise Refused(400, "profile: fix the marked fields first")
    future = studio.preview(part, game, checked)
    started = time.perf_counter()
    result = await asyncio.shield(future)
    return JSONResponse(result, headers={"Server-Timing": f"draw;dur={(time.perf_counter() - started) * 1000:.0f}"})


@refusing
async def profile_toml(request: Request):
    """The checked profile as a TOML file to take away, which the CLI accepts unchanged."""
    checked = form(await read_json(request))
    if checked["toml"] is None:
        raise Refused(400, "profile: fix the marked fields first")
    return Response(
        checked["toml"],
        media_type="application/toml",
        headers={"Content-Disposition": f'attachment; filename="{checked["file_name"]}.toml"'},
    )


@refusing
async def start_build(request: Request):
    """Start building a kit in the builds pool, in a job folder of its own; answers the job's id at once."""
    body = await read_json(request)
    studio: Studio = request.app.state.studio
    game, checked = checked_form(studio, body)
    if checked["toml"] is None:
        return JSONResponse({"error": "Fix the marked fields first.", **checked}, status_code=400)
    if sum(not j["future"].done() for j in studio.jobs.values()) >= MAX_QUEUED_BUILDS:
        raise Refused(503, "The studio is busy with other builds. Please try again in a minute.")
    job = uuid.uuid4().hex
    folder = studio.work / "jobs" / job
    folder.mkdir()
    profile = folder / f"{checked['file_name']}.toml"
    profile.write_text(checked["toml"], encoding="utf-8")
    future = asyncio.ensure_future(
        studio.run(
            "builds",
            work.build,
            game,
            str(profile),
            str(folder / "out"),
            body.get("audio") is True,
            str(folder / "progress.json"),
        )
    )
    studio.jobs[job] = {"folder": folder, "future": future, "started": time.time()}
    future.add_done_callback(lambda f: f.cancelled() or f.exception())  # build_status says it; not logged as lost
    studio.clean()
    return JSONResponse({"job": job})


@refusing
async def build_status(request: Request):
    """A build's state: waiting, building (its progress), failed (one line why), or done (its kit page and ZIP)."""
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
        words = (
            tidy(studio, str(exc))
            if isinstance(exc, KitError)  # a Refused is one too
            else "Something went wrong inside the studio. Please try again."
        )
        return JSONResponse({"state": "failed", "error": words})
    kit = future.result()
    base = f"/kits/{request.path_params['job']}"
    return JSONResponse(
        {
            "state": "done",
            **kit,
            "kit_page": f"{base}/{kit['game']}/{kit['profile']}/index.html",
            "zip": f"/api/build/{request.path_params['job']}/kit.zip",
        }
    )


async def kit_zip(request: Request):
    """A finished build's kit as one ZIP, made when first asked for."""
    studio: Studio = request.app.state.studio
    job = studio.jobs.get(request.path_params["job"])
    if job is None or not job["future"].done() or job["future"].exception():
        return JSONResponse({"error": "That kit is not here. Please build again."}, status_code=404)
    kit = job["future"].result()
    path = job["folder"] / "kit.zip"
    if not path.exists():
        await asyncio.to_thread(work.zip_kit, job["folder"] / "out", kit["game"], kit["profile"], path)
    return FileResponse(path, media_type="application/zip", filename=f"{kit['game']}-{kit['profile']}.zip")


async def kit_file(request: Request):
    """A file of a kit the studio built (its kit page and everything it links), never outside it."""
    studio: Studio = request.app.state.studio
    job = studio.jobs.get(request.path_params["job"])
    if job is None or not job["future"].done():
        return Response("That kit is no longer here. Please build again.", status_code=404)
    root = (job["folder"] / "out").resolve()
    path = (root / request.path_params["path"]).resolve()
    hidden = any(p.name.startswith(".") for p in [path, *path.parents] if p.is_relative_to(root) and p != root)
    if not path.is_relative_to(root) or not path.is_file() or hidden:  # never a build's own work folder
        return Response("Not found", status_code=404)
    return FileResponse(path)


def create_app(studio: Studio):
    """The web application: the routes, starting and stopping with `studio`, behind the guard."""
    from contextlib import asynccontextmanager

    @asynccontextmanager
    async def lifespan(app):
        studio.warm()
        try:
            yield
        finally:  # uvicorn's shutdown on Ctrl-C or SIGTERM: stop the workers, remove the work folder
            studio.close()

    app = Starlette(
        routes=[
            Route("/", page),
            Route("/static/{name}", static),
            Route("/favicon.ico", no_icon),
            Route("/api/check", check, methods=["POST"]),
            Route("/api/game", upload, methods=["POST"]),
            Route("/api/profile/open", open_profile, methods=["POST"]),
            Route("/api/editor", editor, methods=["POST"]),
            Route("/api/editor/open", editor_open, methods=["POST"]),
            Route("/api/preview/{part}", preview, methods=["POST"]),
            Route("/api/profile.toml", profile_toml, methods=["POST"]),
            Route("/api/build", start_build, methods=["POST"]),
            Route("/api/build/{job}", build_status),
            Route("/api/build/{job}/kit.zip", kit_zip),
            Route("/kits/{job}/{path:path}", kit_file),
        ],
        lifespan=lifespan,
    )
    app.state.studio = studio
    return Guard(app, studio)
