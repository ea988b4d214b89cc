"""Sentences made once: a Twin voice's words split into sentences, each rendered for print and for the ear.

Every sentence a kit prints or says is made here, with its id, so the blocks of the rule card,
the spoken script (which refers to sentence ids), the recording (which times each id) and the
talking book (which pairs text and audio by id) all hold the same values.
"""

from __future__ import annotations

from accessible_kits.compose import drafts
from accessible_kits.compose.words import Voice, printed, render, sentences
from accessible_kits.model import Bullets, ExampleBlock, Line, Para, Section, Sentence, Steps


class Sentences:
    """The maker of one kit's sentences: numbered in the order they are made (s1, s2, ...), so the
    same game and profile give the same ids, and spoken with the profile's ear voice."""

    def __init__(self, ear: Voice):
        self.ear = ear
        self.made = 0

    def line(self, text: drafts.Words) -> Line:
        """A paragraph or an item of the wording (placeholders in it) as sentences. A Line made
        already (one the script says too) is kept, so both hold the same sentences."""
        if isinstance(text, Line):
            return text
        out = []
        for piece in sentences(text):
            self.made += 1
            out.append(Sentence(f"s{self.made}", printed(piece), render(piece, self.ear)))
        return Line(tuple(out))

    def lines(self, texts) -> tuple[Line, ...]:
        """Each text a Line, in order."""
        return tuple(self.line(t) for t in texts)

    def block(self, block: drafts.DraftBlock):
        """A draft block as the kit model's block of sentences."""
        match block:
            case drafts.Para(text):
                return Para(self.line(text))
            case drafts.Steps(items):
                return Steps(self.lines(items))
            case drafts.Bullets(items):
                return Bullets(self.lines(items))
            case ExampleBlock():
                return block
        raise TypeError(f"not a block of the rules: {block!r}")

    def section(self, draft: drafts.Draft) -> Section:
        """A drafted section as the kit model's section of sentences."""
        return Section(draft.id, draft.heading, tuple(self.block(b) for b in draft.blocks))
