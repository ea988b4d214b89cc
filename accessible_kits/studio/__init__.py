"""The studio: `accessible-kits serve`, a small web application on the person's own machine.

Choose a game, adjust a profile in a form made from the profile declaration, see the
first board sheet and rule-card page drawn by the real renderer, build the kit and take
it away as a ZIP, with the profile as a TOML file the CLI accepts unchanged. Starlette
and uvicorn are imported only here, so the CLI starts fast without them.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import sys
import tempfile
from pathlib import Path

from accessible_kits.errors import CannotServe


def serve(host: str, port: int, open_browser: bool, say=print) -> None:
    """Listen on HOST:PORT (port 0 picks a free one), say the address, and serve until Ctrl-C."""
    try:
        import starlette  # noqa: F401
        import uvicorn
    except ImportError as exc:
        raise CannotServe(
            f"serve: the studio needs {exc.name}; install it with "
            "pip install 'accessible-kits[studio]' (or run make studio)",
            option="serve",
        ) from None
    from accessible_kits.fonts import configure_fontconfig
    from accessible_kits.studio.routes import create_app
    from accessible_kits.studio.state import Studio

    configure_fontconfig()  # its font cache is the CLI's (outside the work folder), made before TMPDIR moves
    sock = _listen(host, port)
    work = Path(tempfile.mkdtemp(prefix="accessible-kits-studio-"))
    try:
        # Every file a request makes lies in the work folder: temporary files, the sound cache, uploads, kits.
        (work / "tmp").mkdir()
        os.environ["TMPDIR"] = tempfile.tempdir = str(work / "tmp")
        os.environ["ACCESSIBLE_KITS_CACHE"] = str(work / "cache")
        # espeak-ng (the voice check, the speech) opens the sound server's client, which otherwise links
        # ~/.config/pulse/<machine>-runtime to a folder it makes; the studio never plays sound
        os.environ["PULSE_RUNTIME_PATH"] = str(work / "tmp" / "pulse")
        studio = Studio(work, host, sock.getsockname()[1])
        say(f"The studio is open at {studio.url}")
        say(f"Files it makes are kept in {work} and removed when it stops. Press Ctrl+C to stop it.")
        if not _loopback(host):
            print(
                f"warning: the studio listens on {host}: other computers that can reach this address can use it",
                file=sys.stderr,
            )
        sys.stdout.flush()
        if open_browser:
            import webbrowser

            webbrowser.open(studio.url)
        config = uvicorn.Config(create_app(studio), log_level="warning", access_log=False, lifespan="on")
        with contextlib.suppress(KeyboardInterrupt):  # Ctrl-C is how a person stops the studio
            uvicorn.Server(config).run(sockets=[sock])
        say("The studio has stopped.")
    finally:
        sock.close()
        shutil.rmtree(work, ignore_errors=True)


def _loopback(host: str) -> bool:
    from accessible_kits.studio.guard import loopback as loop

    return loop(host)


def _listen(host: str, port: int) -> socket.socket:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror:
        raise CannotServe(
            f"--host: {host!r} is not an address of this computer; use 127.0.0.1", option="--host"
        ) from None
    family, _, _, _, address = infos[0]
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        raise CannotServe(
            f"--port {port}: cannot listen there ({exc.strerror}); choose another with --port", option="--port"
        ) from None
    sock.set_inheritable(False)
    return sock
