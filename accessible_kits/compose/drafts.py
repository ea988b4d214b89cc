"""The blocks a family's wording writes: its words with a Twin voice's placeholders in them.

Compose makes each draft into the kit model's blocks of Sentences (compose/sentences.py), once,
so a wording class never makes a sentence's printed and spoken forms itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_kits.model import ExampleBlock, Line

Words = str | Line  # a wording's words, or a Line made already because the script says it too


@dataclass(frozen=True)
class Para:
    """A paragraph: one or more sentences."""

    text: Words


@dataclass(frozen=True)
class Steps:
    """Numbered steps, done in order."""

    items: tuple[Words, ...]


@dataclass(frozen=True)
class Bullets:
    """A list in no particular order."""

    items: tuple[Words, ...]


DraftBlock = Para | Steps | Bullets | ExampleBlock  # an example is made into sentences as it is replayed


@dataclass(frozen=True)
class Draft:
    """A rule section as the wording writes it."""

    id: str
    heading: str
    blocks: tuple[DraftBlock, ...]
