"""The studio's guard: who may ask, and how much they may send.

Safety on a shared machine (see docs/studio.md):
- Every request must name the studio's own address in Host (so a web page that
  points a name of its own at 127.0.0.1 gets nothing), and a request from a page
  (Origin) must come from the studio's page; changes (POST) must carry that Origin.
- Uploads and requests are read up to a limit; a game file is parsed only by
  games/schema.py, a profile only by the declaration in profile.py (studio.form).
  Games are named by built-in id or by the SHA-256 of an upload, profiles by bundled
  name; no request names a path.
- Every answer carries the security headers (a content security policy, no sniffing,
  no referrer, no caching, no framing).
The files a request makes and the pools that work for it are the studio's state
(studio.state); the answers themselves, studio.routes.
"""

from __future__ import annotations

import ipaddress
import json
import re
from typing import TYPE_CHECKING

from starlette.requests import Request
from starlette.responses import JSONResponse

from accessible_kits.errors import KitError
from accessible_kits.games.schema import shown

if TYPE_CHECKING:
    from accessible_kits.studio.state import Studio

MAX_JSON = 64 * 1024  # a form's values are a few kilobytes

STUDIO_CSP = (
    "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; "
    "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
)
# the kit pages carry their own small style and script, as they do on disk
KIT_CSP = (
    "default-src 'self' data:; style-src 'self' 'unsafe-inline' data:; script-src 'self' 'unsafe-inline'; "
    "frame-ancestors 'none'; base-uri 'none'"
)


class Refused(KitError):
    """A request the studio will not do: the HTTP status to answer with (`status`), and the one
    line that says why."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status

    def __reduce__(self):
        """Pickled whole (a refusal can come back from a worker process): status and message."""
        return type(self), (self.status, str(self))


def host_ok(header: str, host: str, port: int) -> bool:
    """The Host header names the server at host:port: its own address, or for a loopback server
    any loopback name; a server on every address (0.0.0.0) takes an address, never a domain name."""
    m = re.fullmatch(r"\[?([^\[\]]+?)\]?:(\d+)", header)
    if not m or int(m.group(2)) != port:
        return False
    name = m.group(1)
    if name == host:
        return True
    try:
        ip = ipaddress.ip_address(name)
    except ValueError:
        return name == "localhost" and loopback(host)
    if host in ("0.0.0.0", "::"):
        return True
    return ip.is_loopback and loopback(host)


def bracket(host: str) -> str:
    """A host as a URL writes it: an IPv6 address in brackets."""
    return f"[{host}]" if ":" in host else host


def loopback(host: str) -> bool:
    """Whether a server at `host` is reachable from this machine alone."""
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


async def read_body(request: Request, limit: int, what: str) -> bytes:
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


async def read_json(request: Request) -> dict:
    """The request body as a JSON object, at most MAX_JSON bytes; Refused when it is not one."""
    data = await read_body(request, MAX_JSON, "request")
    try:
        body = json.loads(data)
    except (ValueError, RecursionError):
        raise Refused(400, "request: not valid JSON") from None
    if not isinstance(body, dict):
        raise Refused(400, "request: expected a JSON object")
    return body


class Guard:
    """Refuse a request whose Host is not the studio's, or that comes from another page; add
    the security headers to every answer."""

    def __init__(self, app, studio: Studio):
        self.app, self.studio = app, studio

    async def __call__(self, scope, receive, send):
        """The ASGI entry: refuse a request from elsewhere (421 or 403), else pass it on with the headers."""
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        host, origin = headers.get("host", ""), headers.get("origin")
        refusal = None
        if not host_ok(host, self.studio.host, self.studio.port):
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
                    (b"content-security-policy", csp.encode()),
                    (b"x-content-type-options", b"nosniff"),
                    (b"referrer-policy", b"no-referrer"),
                    (b"cache-control", b"no-store"),
                    (b"cross-origin-resource-policy", b"same-origin"),
                    (b"x-frame-options", b"DENY"),
                ]
            await send(message)

        if refusal:
            response = JSONResponse({"error": refusal[1]}, status_code=refusal[0])
            return await response(scope, receive, send_with_headers)
        return await self.app(scope, receive, send_with_headers)
