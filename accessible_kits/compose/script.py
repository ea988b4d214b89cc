"""The spoken scripts: the kit's sentences in the order they are said, with the pauses between.

A script refers to the sentences by id (model.Segment), so the recording times each one and
the talking book finds its printed twin; what is only said (the welcome, the scribe's cues in
the worked examples) is made a sentence of its own here.
"""

from __future__ import annotations

from accessible_kits.compose.sentences import Sentences
from accessible_kits.model import Bullets, ExampleBlock, Line, Para, Section, Segment, Steps
from accessible_kits.preparation import boards_needed

NOT_SPOKEN = {"printing"}  # about the printer, not the game


def said(*lines: Line, recording_only: bool = False) -> list[Segment]:
    """One segment a sentence: each is a caption cue, and the pauses fall between them.
    `recording_only`: words about the recording itself, left out of the script a person reads aloud."""
    return [Segment("say", s.said, id=s.id, recording_only=recording_only) for line in lines for s in line.sentences]


def _pause_recording(say: Sentences, when: str) -> list[Segment]:
    """The cue to pause a recording, said only by the recording: a reader aloud just waits."""
    return said(say.line(f"Pause the recording now. Press play again {when}."), recording_only=True)


def _pause(kind: str = "step") -> list[Segment]:
    return [Segment("pause", pause=kind)]


# before the scribe's cue in an example the table may lay by hand or only hear (compose.examples' laid)
FOLLOWING = "If you are following it"


def spoken_step(
    w, say: Sentences, told: tuple[Line, ...], readback: Line, *, marks: int, follow: bool, laid: bool = False
) -> list[Segment]:
    """A worked-example step for the ear: the move, then a wait while the scribe marks it on the
    practice board, and a word to stop the recording when marking takes longer. `laid`: an example
    the table may set up by hand or only hear: its move is marked there too, if followed, with the
    same wait before its read back (the move was never laid, or laid after it: LISTEN32 #16)."""
    segs = said(*told)
    if marks and not follow and not laid:
        segs += _pause() + said(readback)
    elif marks:
        cue = w.mark_now(marks)
        segs += said(say.line(f"{FOLLOWING}, {cue[0].lower()}{cue[1:]}" if laid else cue))
        if marks > 4:
            segs += _pause_recording(say, w.marks_done())
        segs += _pause("act")
        segs += said(readback)
    return segs + _pause()


def _blocks_said(blocks) -> list[Segment]:
    """A section's blocks said, each line with its pause."""
    segs: list[Segment] = []
    for block in blocks:
        match block:
            case Para():
                segs += said(block.line) + _pause()
            case Steps() | Bullets():
                for line in block.lines:
                    segs += said(line) + _pause()
            case ExampleBlock():
                pass  # examples are told by the skeleton with the scribe's waits
    return segs


def follow_along(w) -> str:
    """How the listener follows the worked examples: by eye on the practice board, or, in a kit for
    touch, by hand, as the scribe lays each move on it (a blind player cannot follow pen marks). Where
    Setting up offers clean boards beside the one board (the piece games' `clean_boards`), the examples'
    one is named as Setting up names it, counted as it counts them: "Follow along on the play board."
    after "If you printed three clean boards, use one for the examples" asked which (LISTEN31 #17)."""
    board = w.practice()
    if w.touch:
        return f"Put {board} in front of you. Feel it as the scribe lays each move on it."
    clean = getattr(w, "clean_boards", lambda: "")()
    printed = boards_needed(marks_stay=True, examples=True)  # as clean_boards counts them: a board a use
    also = f" If you printed {w.v.count(printed, 'clean board')}, use one of them instead." if clean else ""
    return f"Follow along on {board}.{also} Put it in front of you."


def _examples_said(w, say: Sentences, spoken_examples, sec: Section) -> list[Segment]:
    """The worked examples said: the board sheets made ready first (the family's examples_board,
    printed as the section's first paragraph, said under its ids), the board taken, each example
    with the scribe's waits, then what to do with the boards (printed last, where the family prints it)."""
    before, after = w.examples_board()
    printed = [b.line for b in sec.blocks if isinstance(b, Para)]
    segs = (said(printed[0]) + _pause() if before else []) + said(say.line(follow_along(w)))
    segs += _pause_recording(say, "when you are ready") + _pause("act")
    for ex in spoken_examples:
        segs += ex
    if after:
        segs += said(printed[-1]) + _pause()
    elif w.practice_done():
        segs += said(say.line(w.practice_done())) + _pause()
    return segs


def script(game, w, say: Sentences, *, tagline: Line, sections: tuple[Section, ...], spoken_examples) -> list[Segment]:
    """The spoken rules: a welcome, the key rule if the game has one, then each section said."""
    segs = [Segment("chapter", "Welcome", id="title")] + said(say.line(f"Welcome to {game.title}."), tagline) + _pause()
    # the key rule alone: what a match is, said just after it, was heard as part of the most
    # important rule (LISTEN30 #7); What you need says it, as in every family
    if key := w.key_rule():
        segs += said(*say.lines(key)) + _pause()
    for sec in sections:
        if sec.id in NOT_SPOKEN:
            continue
        segs.append(Segment("chapter", sec.heading, id=sec.id))
        examples = sec.id == "examples"
        segs += _examples_said(w, say, spoken_examples, sec) if examples else _blocks_said(sec.blocks)
    return segs + said(say.line("That is all the rules. Have fun."))


def summary_script(game, w, say: Sentences, parts) -> list[Segment]:
    """The spoken reminder: the quick reference's sentences, and what the scribe does."""
    goal, turn, banned, ending = parts
    return (
        [Segment("chapter", "Quick reminder", id="summary")]
        + said(*goal)  # the chapter's heading says what this is: each second counts in a reminder
        + _pause()
        + said(*turn)
        + _pause()
        + said(*banned)
        + _pause()
        + said(*ending)
        + _pause()
        + (said(say.line(scribe)) if (scribe := w.summary_scribe()) else [])
    )  # said, not printed: the printed card keeps to one page
