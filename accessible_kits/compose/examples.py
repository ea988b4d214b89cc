"""The worked examples, replayed once and told twice (printed, and said with the scribe's waits),
and the host key made from the same replay.

Each example begins from one board, said once: on the practice board when it shows the
example's start ("Start with a full board."), else as a board the listener only hears about
("This example starts from a full board. It is not the board in front of you...").

A game's own examples may show no refused move, or no game's end (a user's file often gives
one opening). Then the kit adds one short example of each that is missing (`added`), made by the
family's engine from the game's data (`refusal`, `near_end`) and replayed like the file's: the
rule only, never a hint (the end begins from a board where the last move is forced or its own).
"""

from __future__ import annotations

from accessible_kits.compose import common, scribe_words
from accessible_kits.compose.drafts import Bullets, Para
from accessible_kits.compose.script import said, spoken_step
from accessible_kits.compose.sentences import Sentences
from accessible_kits.compose.words import printed
from accessible_kits.games import ExampleSpec, Game, Step, StepResult, start_position
from accessible_kits.games import replay as replayed
from accessible_kits.model import Example, Section, Segment

REFUSED, END = "refused", "end"  # the kinds of example the kit adds when the file shows none
NO_COUNT = "A refused move does not count. The board stays as it was."
LISTEN = "It is not the board in front of you, so just listen."  # said only
# said only, before a family's check by hand ("Or, to check it by hand, ..."): "so just listen" then "To
# check it by hand, first take every piece off" sounded contradictory (LISTEN23 #13)
NOT_IN_FRONT = "It is not the board in front of you."
MAY_LISTEN = f"{NOT_IN_FRONT} You may just listen."
NOT_FOLLOWED = f"{LISTEN} Do not mark anything."  # where a mark, once made, cannot be taken back
# printed, for a pen example from another board: the print said "To set it up, start from a full board."
# where every board had its use, while the speech said "Do not mark anything" (stop 43, the lead's own game)
NOT_MARKED = f"{NOT_IN_FRONT} Do not mark anything."
NEAR_END_START = "This example starts near the end of a game."  # printed and said, so the talking book syncs it
# said once, after the first allowed move told in full (its say-back and yes), in every family's examples:
# later allowed moves went straight to their read back, and nothing said why (LISTEN23 #9, LISTEN24 #9)
# the say-back said as what it is, not by that noun, which the rules never introduce (rows33)
LEAVE_OUT = "From here on, for an allowed move, the examples leave out the scribe saying the move back and the yes."


def leave_out_note(w, res) -> str:
    """The examples' one note on what they leave out (LEAVE_OUT), "" but after `res`, where the family
    tells its last allowed move in full (`w.told_short_after(res)`: one follows, told short); then the
    family's `still_told`, the moves it still tells in full, if any. A line of its own after the move's
    whole step, printed without a step number: inside a step it broke into the move (READER29 #15), and
    as a numbered step it read as a move of the example, one family one way, one the other."""
    if not w.told_short_after(res):
        return ""
    return f"{LEAVE_OUT} {getattr(w, 'still_told', '')}".strip()


def _noted(say: Sentences, note: str, lines: list, notes: list[int]) -> list[Segment]:
    """A `note` between an example's steps: added to its printed `lines`, its place kept in `notes`
    (printed with no step number), and said, then a pause; nothing where `note` is ""."""
    if not note:
        return []
    lines.append(say.line(note))
    notes.append(len(lines))
    return [*said(lines[-1]), Segment("pause", pause="step")]


def _first_move(game: Game):
    """The file's first example's first move, when it is a legal move from a fresh board."""
    first = game.replays[0][0] if game.replays and game.replays[0] else None
    return first.move if first and not first.reason and first.before == game.engine.initial() else None


def added(game: Game, w) -> list[tuple[ExampleSpec, list[StepResult], str]]:
    """The examples the kit adds to the file's: a refused move when no example of the file shows
    one, the end of a game when none ends it; each from the engine, replayed (games.replay)."""
    e, results = game.engine, [r for rs in game.replays for r in rs]
    out = []
    refusal = None if any(r.reason for r in results) else e.refusal(_first_move(game))
    if refusal is not None:
        moves, refused = refusal
        tried = (*(Step(e.notation(m)) for m in moves), Step(e.notation(refused), legal=False))
        spec = ExampleSpec(w.refused_title(), tried)
        out.append((spec, replayed(game, spec, e.initial()), REFUSED))
    end = None if any(e.is_over(r.after) for r in results) else e.near_end()
    if end is not None:
        pos, moves = end
        steps, at = [], pos
        for m in moves:
            after = e.play(at, m)
            steps.append(Step(e.notation(m), wins=e.is_over(after) and e.outcome(after) == at.to_move))
            at = after
        spec = ExampleSpec(w.end_title(at), tuple(steps))
        out.append((spec, replayed(game, spec, pos), END))
    return out


def told(game: Game, w) -> list[list[StepResult]]:
    """Every example's replay as the kit tells them: the file's, then the ones the kit adds."""
    return [*game.replays, *(results for _, results, _ in added(game, w))]


def _listen(w, *, end: bool = False) -> str:
    """What the listener does with an example not on the board in front of them, one thing: just listen.
    A family whose pieces come off the board (`checks_by_hand`) says how to check an `end` example on a
    cleared board instead of "Do not mark anything": both at once were two things (LISTEN22 #5); so
    listening is one choice there, the check the other (MAY_LISTEN)."""
    if not w.checks_by_hand:
        return NOT_FOLLOWED
    return MAY_LISTEN if end else LISTEN


def _not_followed(w, pos) -> str:
    """The one start sentence of an example the listener cannot mark on the practice board."""
    return f"This example starts from {w.start_board(pos)}. {_listen(w)}"


def first_from(w, example, board) -> bool:
    """Whether `example` is the first the kit tells (the file's, then the ones it adds) that starts from
    `board` (a position's view, `w.board_of`): where a family says once what that board is (the grid's
    full board: every grid game starts full, so its first example does, followed on the practice board)."""
    game = w.game
    own = list(zip(game.examples, game.replays, strict=True))
    for spec, results in own + [(spec, results) for spec, results, _ in added(game, w)]:
        start = results[0].before if results else start_position(game, spec)
        if w.board_of(start) == board:
            return spec == example
    return False


def _step_said(w, say: Sentences, told, readback, laying, **step) -> list[Segment]:
    """A worked-example step for the ear (spoken_step); `laying`, the family's own line laying the move (the
    piece games' last_laid), said before its read back with the scribe's wait, as every other step lays its
    move: after the read back, the read back told of a piece not yet on the board (LISTEN32 #16)."""
    if not laying:
        return spoken_step(w, say, told, readback, **step)
    return [*said(*told, *laying), Segment("pause", pause="act"), *said(readback), Segment("pause", pause="step")]


def _closing(w, kind: str, results, lay: list[str]) -> list[str]:
    """An example's closing lines: every example that ends on a refused move ends alike, the file's too (Poison
    corner's Example 2 stopped at "The second player chooses again." where the others said the board stays:
    READER25 #2); an added end example, the end (game_over), without the line laying its move, said before."""
    if kind == REFUSED or (results and results[-1].reason):
        return [NO_COUNT]
    closing = w.game_over(results[-1].after) if kind == END else []
    return closing[len(lay) :] if lay and closing[: len(lay)] == lay else closing


def replay(game: Game, w, say: Sentences) -> tuple[list[Example], list[list[Segment]], list[str]]:
    """Each worked example as printed (its steps and diagrams) and as said (with the scribe's
    waits), from one replay and one set of sentences; and the host's fact for each step."""
    examples, spoken, host = [], [], []
    practice = game.engine.initial()  # what the practice board shows as the listener follows along
    own = [(ex, results, "") for ex, results in zip(game.examples, game.replays, strict=True)]
    for n, (ex, results, kind) in enumerate(own + added(game, w), 1):  # a replay an example
        pos = results[0].before if results else start_position(game, ex)
        w.example_first = pos.to_move  # Sam, where the file names roles: named from the first move (w.who)
        title = w.v.marked(ex.title)  # written once for every profile: "crossed out" is "covered" by touch
        heading = say.line(f"Example {n}: {title}.")
        start_lines, first = w.example_start(ex, pos)
        if kind == END:  # the card says what the speech says, not "Start from the board shown."
            start_lines = [NEAR_END_START]
        # the stand-in names, said once, in the first example's first step (scribe_words.cast)
        cast = scribe_words.cast(w) if n == 1 else ""
        start_lines = [f"{cast} {start_lines[0]}".strip(), *start_lines[1:]] if start_lines else [cast] * bool(cast)
        near = w.near_end_board(pos) if kind == END else []  # the board said, since it is not followed
        follow = kind != END and w.board_of(pos) == w.board_of(practice)  # marks cannot be undone: else just listen
        if not follow and kind != END and not w.checks_by_hand:
            # printed as the speech says it (_not_followed), in the step that says the board
            start_lines = [*start_lines[:-1], f"{start_lines[-1]} {NOT_MARKED}"] if start_lines else [NOT_MARKED]
        start = say.lines([*start_lines, *near])
        lines, diagrams = list(start), [first] if first is not None else []
        notes: list[int] = []  # the places of the lines that are a note, not a step (leave_out_note)
        unfollowed = (  # the card's own sentences (their ids sync the talking book), and the listener's words
            [start[0], say.line(_listen(w, end=True)), *start[1:]]
            if kind == END
            # an added example from the game's start says the family's own start board too, as the file's
            # do: "This example starts at the start of a game, before the first move." was hard to take
            # in ("starts at the start"), and "a new board" was heard as: take a fresh sheet (LISTEN31 #4,
            # LISTEN28 #9)
            else [say.line(f"{cast} {_not_followed(w, pos)}".strip())]
        )
        segs = said(heading, *(start if follow else unfollowed))
        # a board to lay by hand (checks_by_hand) gets the scribe's wait, as a mark does, so the scribe can
        # say done before the first move (LISTEN25 #20)
        laid = kind == END and w.checks_by_hand
        segs += [Segment("pause", pause="act" if laid else "step")]
        # a family that says its own line to lay the example's last move (the piece games' last_laid) says it
        # before that move's read back, with the scribe's wait, as every other step lays its move: after the read
        # back, the read back told of a piece not yet on the board (LISTEN32 #16); any other, the scribe's cue
        # and wait in each step: the move was laid with no wait, or never, and no point to check the board
        own_lay = getattr(w, "last_laid", None) if laid else None
        lay = own_lay(results[-1].after) if own_lay and results else []
        for res in results:
            words = w.step(res)
            told, readback = say.lines(words.lines), say.line(words.readback)
            laying = say.lines(lay) if res is results[-1] else ()
            lines += [*told, *laying]
            if words.readback:
                lines.append(readback)
            if words.diagram is not None:
                diagrams.append(words.diagram)
            host.append(words.host)
            segs += _step_said(
                w, say, told, readback, laying, marks=words.marks, follow=follow, laid=laid and not own_lay
            )
            segs += _noted(say, leave_out_note(w, res), lines, notes)
            if follow:
                practice = res.after
        end_lines, end_diagram = w.example_end(ex, results)
        closing = _closing(w, kind, results, lay)
        w.example_first = None
        end = say.lines([*closing, *end_lines])
        lines += end
        segs += said(*end) + ([Segment("pause", pause="step")] if end else [])
        if end_diagram is not None:
            diagrams.append(end_diagram)
        examples.append(Example(title, heading, tuple(lines), tuple(diagrams), n, tuple(notes)))
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


def shown_before(w, example, view):
    """What the practice board shows as `example` begins (`view` of a position: the grid's cells
    still there, the row game's counts), as replay follows the examples on it: an example that starts
    from what it shows, and is not an added end, is followed there, so its last board is what the
    next example finds."""
    game = w.game
    shown = view(w.e.initial())
    own = [(spec, results, "") for spec, results in zip(game.examples, game.replays, strict=True)]
    for spec, results, kind in own + added(game, w):
        if spec == example:
            break
        start = results[0].before if results else start_position(game, spec)
        if kind != END and results and view(start) == shown:
            shown = view(results[-1].after)
    return shown
