"""What a covering step does with the board sheets and the blank sheets, from what is on the table
before it (Table): split from covering.py by job, the state the steps are said from.

"For the first round, cover board 1 with the blank sheet." after the blank sheet was laid on board
2 was heard as a second blank sheet (LISTEN32 #7): a blank sheet in use is moved, from the board it
lies on. "Take the second board sheet out again" for a sheet never laid out sent a listener back
looking (LISTEN33 #15): the step says it was put away, and for what. The spare's steps are said for
each board it can stand for, from the table that board leaves (LISTEN33 #16)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from accessible_kits.compose.words import join, number_word


@dataclass(frozen=True)
class Table:
    """What is on the table between two steps: the board sheets put away (from 1), each with what
    it was put away for ("the worked examples"), and the boards a blank sheet lies on."""

    away: tuple[tuple[int, str], ...] = ()
    lying: tuple[str, ...] = ()

    def same(self, other: Table) -> bool:
        """The same sheets away and the same boards covered, whatever each sheet was put away for."""
        return {n for n, _ in self.away} == {n for n, _ in other.away} and set(self.lying) == set(other.lying)


@dataclass(frozen=True)
class Layout:
    """The kit's boards as the steps say them: its voice `v`, the plan's boards a sheet (`groups`),
    the boards' titles (`labels`), the blank sheets in all (`total`), and how boards are said
    together (`said`: covering.board_names)."""

    v: Any
    groups: Any
    labels: list[str]
    total: int
    said: Callable[[list[str]], str]

    @property
    def names(self) -> list[str]:
        """The boards' titles lower case, as the steps name them ("board 2")."""
        return [lower(label) for label in self.labels]

    def title(self, name: str) -> str:
        """A board named lower case ("board 2") said as a sentence says it."""
        return self.said([self.labels[self.names.index(name)]])


def lower(label: str) -> str:
    """A board's title as a sentence names it ("board 2", "the play board" less its article)."""
    return label[0].lower() + label[1:]


def capital(text: str) -> str:
    """A clause said as a sentence's start ("board 3" -> "Board 3")."""
    return text[0].upper() + text[1:]


def sheet_of(groups, names: list[str], board: str) -> int:
    """The board sheet (from 0) `board` is on."""
    return next(k for k, group in enumerate(groups) if names.index(board) in group)


def sentences(parts: list[str]) -> str:
    """Clauses said as sentences, the first left lower case for "For the first round, ..."."""
    said = [p[0].upper() + p[1:] if k else p for k, p in enumerate(parts)]
    return " ".join(said)


def step(lay: Layout, board: str, table: Table, what: str) -> tuple[str, Table]:
    """The step that brings `board` into play from `table`, for `what` ("the first round"), and the
    table it leaves, boards and sheets as `lay` says them. Its own sheet,
    if away, is taken out, said with what it was put away for; the other sheets put away; each board
    to cover gets a blank sheet moved from the board it lies on, where one lies on a board no longer
    covered, else one not yet in use ("the blank sheet" where it is every blank sheet). A sheet away
    stays away, unsaid (LISTEN30 #11)."""
    v, groups, labels, names, total, said = lay.v, lay.groups, lay.labels, lay.names, lay.total, lay.said
    n = sheet_of(groups, names, board)
    others = [labels[i] for i in groups[n] if names[i] != board]
    covered = [lower(o) for o in others]
    away = dict(table.away)
    parts = []
    if n + 1 in away:
        parts.append(f"take out {v.board_sheets([n + 1])}. It was put away for {away.pop(n + 1)}.")
    put = [k + 1 for k in range(len(groups)) if k != n and k + 1 not in away]
    away.update(dict.fromkeys(put, what))
    # the blank sheets free to move: the board coming into play's first, it must be uncovered
    free = sorted((b for b in table.lying if b not in covered), key=lambda b: (b != board, names.index(b)))
    bare = [b for b in covered if b not in table.lying]
    moves = [f"the blank sheet from {lay.title(f)} onto {lay.title(to)}" for f, to in zip(free, bare, strict=False)]
    fresh = bare[len(moves) :]
    acts = [f"move {join(moves)}"] if moves else []
    if fresh:  # "the blank sheet" where it is every one: "one blank sheet", step after step, sounded like another
        paper = f"{number_word(len(fresh))} blank sheet{'s' if len(fresh) > 1 else ''}"
        paper = "the " + paper.removeprefix("one ") if len(fresh) == total else paper
        acts.append(f"cover {said([labels[names.index(b)] for b in fresh])} with {paper}")
    # the others that stay covered, where a blank sheet moved: which one moved, and the rest, guessed (READER25 #13)
    stay = [b for b in covered if b in table.lying] if moves else []
    if board in table.lying and board not in free[: len(moves)]:
        acts.append(f"take the blank sheet off {lay.title(board)}")
    lying = [*[b for b in table.lying if b not in free[: len(moves)] and b != board], *bare]
    after = Table(tuple(sorted(away.items())), tuple(lying))
    action = join(acts) + "." if acts else ""
    if put:
        put_said = f"put {v.board_sheets(put)} away"
        if others:
            parts.append(f"{put_said}, and {action}" if action else f"{put_said}.")
        else:
            alone = lay.title(board)
            parts += [f"{put_said}.", f"{alone} is alone on its sheet, so it needs no blank sheet."]
    elif action:
        parts.append(action)
    if stay:
        parts.append(f"leave {said([labels[names.index(b)] for b in stay])} covered.")
    return sentences(parts), after


def played_on(what: str, board: str, *, past: bool = False) -> str:
    """What is played on `board`: "the first round is played on board 4", or in the past, once played
    ("the worked examples were followed on board 4")."""
    examples = what == "the worked examples"
    verb = ("were followed" if examples else "was played") if past else ("are followed" if examples else "is played")
    return f"{what} {verb} on {board}"


def spare_chains(lay: Layout, phases, tables: list[Table], spare: str) -> list[tuple[str, list[str], list]]:
    """For each board `spare` can stand for, from the table that board leaves (`phases`: (what, board) in
    order, `tables`: the table after each): (what it is used for, the step bringing the spare in, each
    later moment's own step as (what, its words)) until the table is the one the rules' own steps leave:
    "While board 4 is in play, ..." left a listener unsure what follows when board 4 replaces board 2 in
    round 1 and board 3 is needed next (LISTEN33 #16)."""
    out = []
    for i, (what, board) in enumerate(phases):
        if board in [b for _, b in phases[:i]]:  # every round on the board of the rounds: told once
            continue
        # "play the first round on board 2" put a board's number beside a round's (round 14)
        text, table = step(lay, spare, tables[i], what)
        first = [f"If {lay.title(board)} is spoiled, {played_on(what, spare)}."]
        first += [text[0].upper() + text[1:]] if text else []
        later = []
        for j in range(i + 1, len(phases)):
            if table.same(tables[j - 1]):  # back on the rules' own steps: they say the rest
                break
            on_what, on = phases[j]
            text, table = step(lay, on, table, on_what)
            if text:
                later.append((on_what, text))
        out.append((what, first, later))
    return out


def spare_lines(lay: Layout, phases, tables: list[Table], spare: str) -> list[str]:
    """spare_chains said as Setting up's steps: each board the spare stands for, a step bringing it in,
    then a step for each later moment ("Then, for the first round, ..."), one idea a step: said as one
    paragraph, the cases ran long by ear (round 35)."""
    return [
        line
        for _, first, later in spare_chains(lay, phases, tables, spare)
        for line in (" ".join(first), *(f"Then, for {what}, {text}" for what, text in later))
    ]
