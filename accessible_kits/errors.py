"""Errors that carry a message meant for the person at the keyboard."""


class KitError(ValueError):
    """A user mistake or missing tool: the CLI prints str(error) as one line."""


class IllegalMove(KitError):
    """A move that the rules do not allow; the message says why in plain words."""
