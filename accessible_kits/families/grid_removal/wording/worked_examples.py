"""What a grid-removal kit's worked examples say: each example's start and what it shows, each step
(a turn, a refused move), the drawn boards before and after, and the examples the kit adds when the
file shows none (compose.examples.added).

A base of the family's wording (wording/__init__.py), split off by job, as its scribe's words are
(scribe.py): the wording had reached the 400-line limit (grid33)."""

from __future__ import annotations

import re

from accessible_kits.compose import scribe_words
from accessible_kits.compose.common import StepWords
from accessible_kits.compose.words import number_word, printed
from accessible_kits.families.grid_removal.wording import practice
from accessible_kits.families.grid_removal.wording.scribe import ScribeWords
from accessible_kits.model import GridBoard


def _board(engine, pos, label: str, *, removed=frozenset(), chosen=None, description: str = "") -> GridBoard:
    """A position drawn from the engine: cells crossed before, cells this move crossed, the poison.
    Its label and words are printed only (captions and alt text)."""
    roles = []
    for c in range(engine.columns):
        for r in range(engine.rows):
            cell = (c, r)
            if cell == chosen and cell in removed:
                roles.append((cell, "chosen"))
            elif cell in removed:
                roles.append((cell, "new-crossed"))
            elif cell not in pos.present:
                roles.append((cell, "crossed"))
            elif cell == engine.poison:
                roles.append((cell, "poison"))
    return GridBoard(engine.columns, engine.rows, tuple(sorted(roles)), True, printed(label), printed(description))


class ExampleWords(ScribeWords):
    """The worked examples' words: a board of cells, the cells each move crosses out, a read back after it."""

    def start_board(self, pos) -> str:
        e = self.e
        if len(pos.present) == e.columns * e.rows:
            return "a full board"
        return f"a board that has {self.row_ends(pos)}"

    def example_start(self, example, pos):
        words = f"Start with {self.start_board(pos)}."
        description = f"{words} {self.v.count(len(pos.present), 'cell')} are there."
        words = f"{words} {practice.start_defined(self, example, pos)}".rstrip()  # what a full board is, once
        if self.touch and pos.present != practice.shown_before(self, example):  # tokens off, then on
            words += f" {practice.set_up(self, pos)}"
        # what the example holds straight after its title, the file's own words ("A first move" over
        # two turns), so the count is heard before the board (round 14's listener)
        return [*filter(None, [self.shows(example)]), words], _board(self.e, pos, "Before", description=description)

    def shows(self, example) -> str:
        """What an example holds, counted from its steps: its title is the file's own words, and "A first
        move" over two moves misled (round 13's listener, LISTEN29 #6: the count is what corrects it). ""
        where the title already says that count ("Two turns from a full board"), as said twice it adds nothing."""
        v, legal = self.v, sum(1 for s in example.steps if s.legal)
        refused = len(example.steps) - legal
        counts = [(legal, "turn"), (refused, "refused move")]
        parts = [v.count(n, what) for n, what in counts if n]
        title = example.title.lower()
        # "two turns" or "2 turns" as words of their own ("twenty-two turns" is not two)
        said = [rf"(?<![\w-])({n}|{number_word(n)}) {what if n == 1 else what + 's'}\b" for n, what in counts if n]
        if all(re.search(pattern, title) for pattern in said):
            return ""
        return f"This example shows {' and '.join(parts)}."

    def step(self, res):
        """A worked example's step (an example the game ends in begins with the stand-in names: compose's)."""
        v, e, m = self.v, self.e, self.v.mark
        name = v.cell(res.move)
        mover = res.before.to_move
        if res.reason:
            gone = e.initial().present - res.before.present
            # the board before is the example's moves before it: "E3, once column D across to column G,
            # in rows 2, 3 and 4 are crossed out" did not read as one clause
            when = "after the moves before it" if gone else "on a full board"
            said = f"T{self.refused()[1:]}" if res.move not in res.before.present else v.told(res.reason)
            who = self.who(mover, start=True)
            # the first refused move in the order the scribe section teaches: the say-back and the yes,
            # then the check's words ("That is not allowed." alone, LISTEN22 #6); later ones in short
            full = self.first_refused is None or res == self.first_refused
            tried = self.agreed(mover, res.move) if full else f"{who} wants to choose {name}."
            return StepWords(
                [f"{tried} {scribe_words.REFUSED_AFTER_CHECK} {said}. {who} chooses again."],
                host=f"{name}, {when}: not allowed. {v.told(res.reason)}.",
            )
        if res.move == e.poison:  # the game's end: the poison cell is chosen, not crossed out
            return self._poison_step(res, name, mover)
        removed = res.before.present - res.after.present
        first, *more = self.cells_words(removed)
        also = "".join(f" It also {m.does} {part}." for part in more)  # a sentence a block of rows
        # the count before the cells: "row 1: two cells" put two numbers side by side
        crossed = f"{m.does} {v.count(len(removed), 'cell')}: {first}.{also}"
        full = self.told_in_full(res)  # said back and agreed; then the scribe's, not "The move" after the note
        told = f"{full} Then the scribe {crossed}" if full else f"{self.who(mover, start=True)} chooses {name}."
        told += "" if full else f" That {crossed}"
        if removed != e.removed_by(e.initial(), res.move):  # part of its rectangle went on an earlier turn
            told += f" The rest of its rectangle was {m.done} on an earlier turn."  # not "F row 1's rectangle"
        lines = [told]
        readback = f"Read back: {self.row_ends(res.after)}."
        if e.is_over(res.after):
            readback += f" That is the poison cell, so {self.who(mover)} loses."
        words = f"After {name}: {'; and '.join([first, *more])} {m.done}. {readback}"
        return StepWords(
            lines,
            host=f"{name} {crossed}",
            diagram=_board(e, res.after, f"After {name}", removed=removed, chosen=res.move, description=words),
            marks=len(removed),
            readback=readback,
        )

    # -- the examples the kit adds when the file shows none (compose.examples.added) --------
    def refused_title(self) -> str:
        """The added refused example's title: the rule it shows."""
        return f"A cell that is already {self.v.mark.done}"

    def end_title(self, end) -> str:
        """The added end example's title: the rule it shows."""
        return "The poison cell ends the game"

    def set_up_said(self, pos) -> str:
        """By touch, how to lay an example's board on the practice board, said after "You may just listen."
        (compose.examples.MAY_LISTEN), as the print's example says it: Example 2's speech said "so just
        listen" where its print gave the set-up (grid28's note)."""
        return practice.set_up(self, pos, or_listen=True)

    def near_end_board(self, pos) -> list[str]:
        """The board an added end example starts from, in words; by touch, how to lay its tokens, after
        "You may just listen." (READER27 #11)."""
        left, ready = sorted(pos.present, key=lambda c: (c[1], c[0])), [self.set_up_said(pos)]
        if left == [self.e.poison]:
            said = f"Only {self.poison()}, the poison cell, is still there. Every other cell is {self.v.mark.done}."
        else:
            said = f"The cells still there are {self.v.cells(left)}."
        return [said, *ready] if self.touch else [said]

    def game_over(self, pos) -> list[str]:
        """Nothing after an added end example's last move: the poison cell's step says who wins (_poison_step)."""
        return []
