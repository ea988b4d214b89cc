"""The worked examples, replayed once and told twice (printed, and said with the scribe's waits),
and the host key made from the same replay.

Each example begins from one board, said once: on the practice board when it shows the
example's start ("Start with a full board."), else as a board the listener only hears about
("This example starts from a full board. It is not the board in front of you...").
"""

from __future__ import annotations

from accessible_kits.compose import common
from accessible_kits.compose.drafts import Bullets, Para
from accessible_kits.compose.script import said, spoken_step
from accessible_kits.compose.sentences import Sentences
from accessible_kits.compose.words import printed
from accessible_kits.games import Game, start_position
from accessible_kits.model import Example, Section, Segment


def _not_followed(w, pos) -> str:
    """The one start sentence of an example the listener cannot mark on the practice board."""
    return (
        f"This example starts from {w.start_board(pos)}. "
        "It is not the board in front of you, so just listen. Do not mark anything."
    )


def replay(game: Game, w, say: Sentences) -> tuple[list[Example], list[list[Segment]], list[str]]:
    """Each worked example as printed (its steps and diagrams) and as said (with the scribe's
    waits), from one replay and one set of sentences; and the host's fact for each step."""
    examples, spoken, host = [], [], []
    practice = game.engine.initial()  # what the practice board shows as the listener follows along
    for n, (ex, results) in enumerate(zip(game.examples, game.replays, strict=True), 1):  # a replay an example
        pos = results[0].before if results else start_position(game, ex)
        heading = say.line(f"Example {n}: {ex.title}.")
        start_lines, first = w.example_start(ex, pos)
        start = say.lines(start_lines)
        lines, diagrams = list(start), [first] if first is not None else []
        follow = w.board_of(pos) == w.board_of(practice)  # marks cannot be undone: else just listen
        w.mid_game = pos.to_move if pos != game.engine.initial() else None  # who moves, named from here
        segs = said(heading, *(start if follow else (say.line(_not_followed(w, pos)),)))
        segs += [Segment("pause", pause="step")]
        for res in results:
            words = w.step(res)
            told, readback = say.lines(words.lines), say.line(words.readback)
            lines += told
            if words.readback:
                lines.append(readback)
            if words.diagram is not None:
                diagrams.append(words.diagram)
            host.append(words.host)
            segs += spoken_step(w, say, told, readback, marks=words.marks, follow=follow)
            if follow:
                practice = res.after
        end_lines, end_diagram = w.example_end(ex, results)
        w.mid_game = None
        end = say.lines(end_lines)
        lines += end
        segs += said(*end) + ([Segment("pause", pause="step")] if end else [])
        if end_diagram is not None:
            diagrams.append(end_diagram)
        examples.append(Example(ex.title, heading, tuple(lines), tuple(diagrams), n))
        spoken.append(segs)
    return examples, spoken, host


def host_key(w, say: Sentences, answers: list[str]) -> tuple[Section, ...]:
    """The host key: what settles a dispute. How to check a doubtful move by hand and the counts
    that must add up (the family's `host_lines`, each number from the engine), then each worked
    example's answer with the rule that decides it (from the replay). Never advice or a best move."""
    facts: dict[str, str] = {}
    for fact in answers:  # a fact once, even if two examples share it
        facts.setdefault(printed(fact), fact)
    checks = common.section(
        "host",
        "Host key",
        Para(common.HOST_NOTE),
        Para("When players disagree, check the move against the rules below. The kit does not choose moves."),
        Bullets(tuple(w.host_lines())),
    )
    out = [say.section(checks)]
    if facts:
        out.append(
            say.section(
                common.section("host-answers", "Answers to the worked examples", Bullets(tuple(facts.values())))
            )
        )
    return tuple(out)
