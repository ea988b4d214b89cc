"""Why neither player can place a piece at an added end example's end: for each player, the pieces left, the
free cells a later piece must cover, and why no piece left can be placed over each, from the engine (blocked.py).
A base of the examples' words (examples.py), split off by job: the blocked players' lines."""

from __future__ import annotations

from accessible_kits.compose.words import join, ordinal_word
from accessible_kits.families.polyomino.engine import shared_side
from accessible_kits.families.polyomino.wording.blocked import (
    Tried,
    broke_rule,
    corner_cells,
    free_ways,
    tried,
)
from accessible_kits.families.polyomino.wording.match import MatchWords
from accessible_kits.games.notation import reading_order

# after a count of cells too long to name in one sentence: each is taken on a line of its own (READER38 #8)
ONE_AT_A_TIME = "The next lines take them one at a time."


class EndWords(MatchWords):
    """The blocked players' lines of an end example."""

    def both_blocked(self, pos) -> list[str]:
        """Why each player can place no piece (blocked), every place tried for both players in one sentence
        shape (broke_rule): "Every way to lay ... on free cells" for one player beside "Over E5, each way"
        for the other was read as two kinds of reason (LISTEN27 #10, READER27 #4, #5)."""
        parts = [self.blocked(pos, p) for p in (0, 1)]
        said = iter(broke_rule([form for _, forms, _ in parts for form in forms]))
        lines: list[str] = []
        first = None  # the first place tried, and its line
        for before, forms, intro in parts:
            lines += [*before, *intro]
            if forms and first is None:
                first = (forms[0], len(lines))
            lines += [next(said) for _ in forms]
        # how each place is tried, said once in the step of the first place, in no defined term (LISTEN37 #17)
        if first is not None:
            form, at = first
            lines[at] = f"{tried(self.flips(), first=not form.where.startswith('over '))} {lines[at]}"
        return lines

    def blocked(self, pos, player: int) -> tuple[list[str], list, list[str]]:
        """Why a player can place no piece, from the engine (why_blocked), in short lines a listener can
        check on the board read back: no pieces left; or the pieces left, the rule every way to lay them on
        free cells breaks, and the cells a piece would have to cover (corners_checked). Gives the lines
        before the places tried, each place's form for broke_rule, and the lines after the first place."""
        whose, own = self.whose(player), self.whose(player, start=True)
        left = [p.name for p in self.e.pieces if p.name in pos.unused[player]]
        if not left:
            return [f"{own} pieces are all on the board."], [], []
        start = self.start(player)
        if not pos.cells_of(player) and self.e.starts[player] in pos.occupied():
            return [f"{own} start cell, {start}, is covered already."], [], []
        short = len(left) <= 2 and sum(len(n.split()) for n in left) <= 4  # one sentence under 25 words
        shaped = f"{whose} {join(left, 'or')}" if short else f"one of {whose} pieces left"
        rules = self.e.why_blocked(pos, player)
        named = f"Left for {self.who(player)}: {join(f'the {name}' for name in left)}."  # the blocked player's first
        if not rules:
            return [named, f"There is no way to lay {shaped} on free cells."], [], []
        # the rules' words, "touches none of ... at a corner": "or no corner of them" was hard to follow by ear
        # (round 18's listener)
        broken = {
            "start": f"leaves {whose} start cell, {start}, uncovered",
            "side": f"touches a side of {whose} pieces",
            "corner": f"touches none of {whose} pieces at a corner",
        }
        said = [broken[r] for r in broken if r in rules]
        said[1:] = [why.replace(f"{whose} pieces", "them") for why in said[1:]]  # "touches none of them at a corner"
        # which cells it is about, as corners_checked's lines say theirs: every way on free cells ("Each free
        # space shaped like ...", then a corner cell's "covers a covered cell", was two reasons to work out,
        # LISTEN23 #18); never "fits", a try's word (round 17)
        # the piece or pieces left the subject of each place's line, never a defined "every way" (LISTEN37 #17)
        if len(left) == 1:
            subject, they = f"{whose} {left[0]}", "it"
        elif short:
            subject, they = f"{whose} {join(left)}", "they"
        else:
            subject, they = f"each piece {self.who(player)} has left", "each"
        if pos.cells_of(player):
            # a later piece covers one of the cells corners_checked names: those cells, then why each fails, is
            # the whole case; "on free cells" said first read as settled, then argued again (LISTEN28 #26)
            intro, cells = self.corners_checked(pos, player)
            return [named], [Tried(w, subject, they, y, one) for w, y, one in cells], intro
        # the rules joined as every place's are (corners_checked), so each place's sentence has one build
        return [named], [Tried("on free cells", subject, they, tuple(said))], []

    def corners_checked(self, pos, player: int) -> tuple[list[str], list[tuple[str, tuple[str, ...], str]]]:
        """The free cells a blocked player's later piece must cover, how many, then each with the rules a
        piece left laid over it breaks, as the engine checked them (blocked.corner_cells): a line a cell,
        since every cell and then every rule at once could not be held by ear (LISTEN21 #15; round 19's
        listener could not check "each free space" by ear). (The lines before the cells, and each cell's
        where and why, for broke_rule); none where the player has no piece down."""
        if not pos.cells_of(player):
            return [], []
        found = corner_cells(self.e, pos, player)
        whose, own = self.whose(player), self.whose(player, start=True)
        need = f"{own} next piece would have to cover a free cell touching {whose} pieces only at corners."
        if not found:  # the same case as the cells found, so both players' lines keep one pattern (LISTEN28 #26)
            return [f"{need} There is no such cell."], []
        # as the engine checks it (corner_cells): every way to lay a piece left over the cell, not "a free
        # space" that covers a covered cell (LISTEN22 #3, #4)
        said = {
            "covered": "covers a covered cell",
            "off": "goes off the board",
            "side": f"touches a side of {whose} pieces",
        }
        count = "There is one such cell" if len(found) == 1 else f"There are {self.v.num(len(found))} such cells"
        # the cells named first, in a sentence under 25 words, then a short reason a cell: every way to lay the
        # piece said again at each cell was too long to hold by ear (LISTEN24 #10)
        # each cell as the scribe says it (back_cells): "column H row 5, column D row 3" said plainly the letters the
        # rules promise with their place (LISTEN33 #6)
        cells = [cell for cell, _ in found]
        named = f"{count}: {self.back_cells(cells)}."
        short = len(f"{count}:".split()) + self.heard_words(cells) + (len(cells) > 1) <= 24  # "and" heard too
        # too long to name, the count says where they are: "There are 4 such cells." with no list had a reader
        # collect them from the lines after (READER38 #8)
        intro = [f"{need} " + (named if short else f"{count}. {ONE_AT_A_TIME}")]
        # each cell as every player's lines say theirs (broke_rule): "Over ..., every way covers a covered
        # cell" beside "Every way ... touches a side" was heard as two answers (LISTEN25 #21, #22)
        return intro, [
            (f"over {self.back_cell(c)}", tuple(said[r] for r in said if r in rules), self.one_way(pos, player, c))
            for c, rules in found
        ]

    def one_way(self, pos, player: int, cell) -> str:
        """The one way to lay a piece left over `cell` on free cells, by its cells, and which of them share a side
        with the player's pieces (the engine's shared_side): "Laid on free cells only, it touches a side"
        was heard as the cell touching (LISTEN37 #19); where more than one, how many, then each. Empty where none."""
        ways = free_ways(self.e, pos, player, cell)
        whose, own = self.whose(player), pos.cells_of(player)
        if len(ways) > 1 and all(shared_side(cells, own) for _, cells in ways):
            # how many, where more than one: "Laid on free cells only, Black's big square touches a side" was taken
            # for one way, and the listener worked out both (LISTEN38 #4, #9); never "fits", a try's word
            # in the rules' words, one sentence: a place's reasons each stand alone (test_small36)
            n, pieces = self.v.num(len(ways)), {p for p, _ in ways}
            # several pieces: "in all", since "three places" was taken as three for each piece (LISTEN39 #9)
            one = len(pieces) == 1
            subject = f"{whose} {next(iter(pieces))} has" if one else f"{whose} pieces left have"
            places = f"{n} places there" + ("" if one else " in all")
            count = f"Laid on free cells only, {subject} {places} and each touches a side of {whose} pieces."
            # then each place by its cells, a sentence each, top row first: the count alone had both readers search
            # the board for the places to check it (LISTEN39 #3, #9, READER39 #16, #17)
            ways = sorted(ways, key=lambda way: [(-r, c) for c, r in reading_order(way[1])])
            # and which of its cells touch, as one way's line says: "each touches a side" left which to find
            # (LISTEN42 #4)
            named = []
            for i, (piece, cells) in enumerate(ways, start=1):
                side = shared_side(cells, own)
                assert side is not None  # every way here touches a side (the test above)
                named.append(f"{self.read_back(f'In the {ordinal_word(i)}, {whose} {piece} covers', cells)} ")
                named[-1] += self._touching(side[0], whose)
            return " ".join([count, *named])
        if len(ways) != 1:
            return ""
        (piece, cells) = ways[0]
        shared = shared_side(cells, own)
        assert shared, (piece, cells)  # over a corner cell, a way on free cells touches at a corner: a side refuses it
        lead = (
            f"Laid on free cells only, {whose} {piece} covers"
            if len(pos.unused[player]) == 1
            else f"Laid on free cells only, just one way is left: {whose} {piece}, which covers"
        )
        # which of its cells touch, not which own cells too: the two lists of cells took three sentences (lead's
        # read of poly38's words); the player's own cells are on the board just said
        return f"{self.read_back(lead, cells)} {self._touching(shared[0], whose)}"

    def _touching(self, touching, whose: str) -> str:
        """Which cells of a way share a side with the player's pieces, as a sentence that begins "Then"."""
        verb = "shares" if len(touching) == 1 else "share"
        return f"Then {self.back_cells(touching)} {verb} a side with {whose} pieces."
