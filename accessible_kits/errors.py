"""Errors that carry a message meant for the person at the keyboard."""

from __future__ import annotations


class KitError(ValueError):
    """A user mistake or missing tool: the CLI prints str(error) as one line."""


class IllegalMove(KitError):
    """A move that the rules do not allow; the message says why in plain words."""


class DoesNotFit(KitError):
    """Something too big for the paper at the profile's sizes, found while planning the sheets.

    It says what is too big (`key`: a game's parameter such as params.rows or params.pieces, or
    a profile key such as cell_size) and whose file is to change (`blame`: "game" or "profile"),
    so a caller tells a game's fault from a profile's without reading the message."""

    def __init__(self, message: str, *, key: str, blame: str):
        if blame not in ("game", "profile"):
            raise ValueError(f"blame must be 'game' or 'profile', not {blame!r}")
        super().__init__(message)
        self.key = key
        self.blame = blame

    def __reduce__(self):
        """Pickled whole (a kit's plan runs in a worker process): message, key and blame."""
        return _rebuild, (type(self), str(self), {"key": self.key, "blame": self.blame})


class CannotWrite(KitError):
    """A file the build or the CLI could not write (a full disk, a full standard output): `where`
    names it (a path, or "standard output"), `reason` is the system's word for why."""

    def __init__(self, message: str, *, where: str, reason: str):
        super().__init__(message)
        self.where = where
        self.reason = reason

    def __reduce__(self):
        """Pickled whole (kits are written in worker processes): message, where and reason."""
        return _rebuild, (type(self), str(self), {"where": self.where, "reason": self.reason})


class _Carrying(KitError):
    """A KitError that carries, besides its one line, the named fields `_fields` say (what it is
    about), and keeps them when it travels back from a worker process."""

    _fields: tuple[str, ...] = ()

    def __init__(self, message: str, **fields):
        if set(fields) != set(self._fields):
            raise TypeError(f"{type(self).__name__} carries {', '.join(self._fields)}, not {', '.join(fields)}")
        super().__init__(message)
        for name, value in fields.items():
            setattr(self, name, value)

    def __reduce__(self):
        """Pickled whole: the message and every field."""
        return _rebuild, (type(self), str(self), {name: getattr(self, name) for name in self._fields})


class NotFound(_Carrying):
    """A game or profile named on the command line or in the studio that is neither built in nor a
    file: `kind` ("game" or "profile") and `ref` (the name as given)."""

    _fields = ("kind", "ref")
    kind: str
    ref: str


class BadFile(_Carrying):
    """An input file (a game or a profile) that cannot be used as it is, before or apart from its
    keys (not a regular file, too big, not UTF-8, not TOML, a bad name): `path` names it."""

    _fields = ("path",)
    path: str


class BadOutput(_Carrying):
    """An -o the build cannot use as it is (cannot be made or written, holds what is not ours):
    `out` is the folder ("" when the name is empty)."""

    _fields = ("out",)
    out: str


class NoFont(_Carrying):
    """A profile's font that is not installed: `family`, and `reason` (the line without "font: "),
    which the studio's form shows beside the field."""

    _fields = ("family", "reason")
    family: str
    reason: str


class SameId(_Carrying):
    """Two games or two profiles of one build that would make the same kit folder: `id`, and the
    `sources` (files or names) that clash."""

    _fields = ("id", "sources")
    id: str
    sources: tuple[str, str]


class CannotServe(_Carrying):
    """The studio cannot start: `option` is what to change ("--host", "--port", or "serve" when a
    library is missing)."""

    _fields = ("option",)
    option: str


def _rebuild(cls, message: str, fields: dict):
    """An error of ours back from a worker process, with what it carries."""
    return cls(message, **fields)


def interrupt_inside(exc: BaseException) -> bool:
    """Whether a Ctrl-C (or SIGTERM) is what an error was raised from: an import interrupted while
    a dataclass's fields were set up ends as "Error calling __set_name__", caused by it."""
    seen: set[int] = set()
    link: BaseException | None = exc
    while link is not None and id(link) not in seen:
        if isinstance(link, KeyboardInterrupt):
            return True
        seen.add(id(link))
        link = link.__cause__ or link.__context__
    return False
