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


def _rebuild(cls, message: str, fields: dict):
    """An error of ours back from a worker process, with what it carries."""
    return cls(message, **fields)
