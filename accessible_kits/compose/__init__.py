"""Compose: game (checked by its engine) + profile -> sheet plan -> format-neutral Kit.

One skeleton walks the sections and the replayed examples once. Each family supplies
only its wording (a class in its family's package, accessible_kits/families), written as functions
of a Voice: the skeleton calls it once for print and once for the ear, so the rule
card and the spoken rules cannot disagree, and every count about the sheets is read
from the plan the pages are drawn from.
"""

from __future__ import annotations

import re

from accessible_kits import families
from accessible_kits.compose import common
from accessible_kits.compose.common import StepWords
from accessible_kits.compose.words import Voice, column_words
from accessible_kits.errors import KitError
from accessible_kits.games import Game, start_position
from accessible_kits.model import (
    RAISED_SHEETS_FILE, Bullets, Example, ExampleBlock, Kit, Para, Section, Segment, SheetPlan, Steps,
)
from accessible_kits.profile import Profile

NOT_SPOKEN = {"printing"}  # about the printer, not the game


def sheet_plan(game: Game, profile: Profile, boards, wanted: int, pieces) -> SheetPlan:
    from accessible_kits.fonts import Metrics
    from accessible_kits.render import layout, tactile

    labels = tactile.labels_for(game.title, boards, pieces, profile)
    return layout.plan(boards, wanted, profile, Metrics(profile.font), game.title, labels)


def _column_names(game: Game, profile: Profile, columns: int):
    setting = profile.speech.column_names
    if columns and not isinstance(setting, str) and len(setting) < columns:
        raise KitError(f"{profile.source}: speech.column_names: {game.title} has {columns} columns, "
                       f"but the list gives {len(setting)} words; give one word for each column")
    return column_words(setting, columns) if columns else None


def compose(game: Game, profile: Profile) -> Kit:
    family = families.family(game.family).wording()
    boards, wanted = family.blank_boards(game)
    pieces = family.piece_set(game)
    plan = sheet_plan(game, profile, boards, wanted, pieces)
    names = _column_names(game, profile, family.columns(game))
    page = family(game, profile, plan, Voice(ear=False))
    ear = family(game, profile, plan, Voice(ear=True, column_names=names))

    examples, host = [], []
    spoken_examples = []
    practice = game.engine.initial()  # what the practice board shows as the listener follows along
    for ex, results in zip(game.examples, game.replays):
        pos = results[0].before if results else start_position(game, ex)
        start_lines, first = page.example_start(ex, pos)
        lines, diagrams = list(start_lines), [first] if first is not None else []
        follow = ear.board_of(pos) == ear.board_of(practice)  # marks cannot be undone: else just listen
        segs = _say(f"Example: {ex.title}.") + _say(*ear.example_start(ex, pos)[0])
        if not follow:
            segs += _say("This example starts from another board. Just listen. Do not mark anything.")
        segs += _pause()
        for res in results:
            words = page.step(res)
            lines += words.lines
            if words.readback:
                lines.append(words.readback)
            if words.diagram is not None:
                diagrams.append(words.diagram)
            host.append(words.host)
            segs += _spoken_step(ear, ear.step(res), follow)
            if follow:
                practice = res.after
        end_lines, end_diagram = page.example_end(ex, results)
        lines += end_lines
        segs += _say(*ear.example_end(ex, results)[0])
        if end_diagram is not None:
            diagrams.append(end_diagram)
        examples.append(Example(ex.title, tuple(lines), tuple(diagrams)))
        spoken_examples.append(segs)

    labels = [b.label for b in boards]
    sections = _sections(page, plan, labels, names, examples)
    ear_sections = _sections(ear, plan, labels, names, examples)
    script = _script(game, ear, ear_sections, spoken_examples)
    goal, turn, banned, ending = page.summary()
    summary = (
        common.section("goal", "Goal", *(Para(t) for t in goal)),
        common.section("turn", "A turn", Steps(tuple(turn))),
        common.section("not-allowed", "Not allowed", Bullets(tuple(banned))),
        common.section("ending", "The end", *(Para(t) for t in ending)),
    )
    host_facts = list(dict.fromkeys(page.host_lines() + host))  # a fact once, even if two examples share it
    host_key = (common.section("host", "Host key", Para(common.HOST_NOTE), Bullets(tuple(host_facts))),)
    t = page.x  # a tactile kit covers with tokens what a print kit crosses out: one word change, everywhere
    return Kit(
        game_id=game.id, title=game.title, tagline=t(page.tagline()),
        sections=_words(sections, t), summary=_words(summary, t), boards=boards, plan=plan, pieces=pieces,
        examples=_words(tuple(examples), t), script=_words(tuple(script), t),
        summary_script=_words(tuple(_summary_script(game, ear)), t),
        record_sheets=(page.record(), common.match_record(page.match_columns())), host_key=_words(host_key, t),
    )


def _words(value, t):
    """Every string inside sections, examples or segments passed through t (kept as it is when t
    changes nothing, so a print kit is untouched)."""
    import dataclasses

    if isinstance(value, str):
        return t(value)
    if isinstance(value, tuple):
        return tuple(_words(v, t) for v in value)
    if dataclasses.is_dataclass(value):
        return dataclasses.replace(value, **{f.name: _words(getattr(value, f.name), t) for f in dataclasses.fields(value)
                                             if isinstance(getattr(value, f.name), (str, tuple)) or dataclasses.is_dataclass(getattr(value, f.name))})
    return value


def _sections(w, plan: SheetPlan, labels: list[str], names, examples: list[Example]) -> tuple[Section, ...]:
    v = w.v
    low, high = w.game.minutes
    need = [*w.need(), f"About {v.num(low)} to {v.num(high)} minutes."]
    pieces = w.pieces()
    out = [
        common.section("need", "What you need", Bullets(tuple(need))),
        common.sheets_section(v, plan, labels, bool(pieces), _raised(w)),
        common.section("board", "The board", *w.board()),
    ]
    if names:
        out.append(common.column_names_section(v, names))
    if pieces:
        out.append(common.section("pieces", "The pieces", *pieces))
    out += [
        common.section("setup", "Setting up", Steps(tuple(w.setup()))),
        common.section("turn", "Your turn", *w.turn()),
        common.section("not-allowed", "Not allowed", Bullets(tuple(w.not_allowed()))),
        common.section("ending", "How the game ends", *w.ending()),
        common.scribe_section(v, w.announce(), *w.readback(), w.refusal(), w.by_hand(), w.lay()),
        common.mistakes_section(v, w.wrong_place(), ("piece" if pieces else "token") if w.touch else ""),
    ]
    if examples:
        blocks = [Para("The raised diagram sheets show the examples. Each diagram has a braille title "
                       "with the number of its example.")] if w.touch else []
        for n, x in enumerate(examples, 1):
            blocks.append(ExampleBlock(x))
            if w.touch and x.diagrams:  # the titles a braille reader feels for on the diagram sheets
                blocks.append(Para(common.diagram_titles(v, n, [d.label for d in x.diagrams])))
        out.append(common.section("examples", "Worked examples", *blocks))
    out.append(common.match_section(v, w.fresh(), w.match_extra()))
    out += w.extras()
    out.append(common.print_section(v, _raised(w)[0] if w.touch else ""))
    return tuple(out)


def _raised(w):
    """A tactile kit's raised sheets: the swell PDF's name (model.RAISED_SHEETS_FILE) and the tokens
    (from the count the token pages are drawn with)."""
    if not w.touch:
        return None
    from accessible_kits.render import tactile

    boards, _ = w.blank_boards(w.game)
    return (RAISED_SHEETS_FILE, *tactile.token_count(boards))


# -- the spoken script ---------------------------------------------------------

def _say(*texts: str) -> list[Segment]:
    """One segment a sentence: each is a caption cue, and the pauses fall between them."""
    return [Segment("say", s) for text in texts for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


def _pause(kind: str = "step") -> list[Segment]:
    return [Segment("pause", pause=kind)]


def _spoken_step(ear, words: StepWords, follow: bool) -> list[Segment]:
    """A worked-example step for the ear: the move, then a wait while the scribe marks it on the
    practice board, and a word to stop the recording when marking takes longer."""
    segs = _say(*words.lines)
    if words.marks and not follow:
        segs += _pause() + _say(words.readback)
    elif words.marks:
        segs += _say(ear.mark_now())
        if words.marks > 4:
            segs += _say(f"Pause the recording now. Press play again {ear.marks_done()}.")
        segs += _pause("act")
        segs += _say(words.readback)
    return segs + _pause()


def _blocks_said(blocks) -> list[Segment]:
    segs: list[Segment] = []
    for block in blocks:
        match block:
            case Para(text):
                segs += _say(text) + _pause()
            case Steps(items) | Bullets(items):
                for item in items:
                    segs += _say(item) + _pause()
            case ExampleBlock():
                pass  # examples are told by the skeleton with the scribe's waits
    return segs


def _script(game: Game, ear, sections, spoken_examples) -> list[Segment]:
    segs = [Segment("chapter", "Welcome")] + _say(f"Welcome to {game.title}.", ear.tagline()) + _pause()
    key = ear.key_rule()
    if key:
        segs += _say(*key) + _pause()
    for sec in sections:
        if sec.id in NOT_SPOKEN:
            continue
        segs.append(Segment("chapter", sec.heading))
        if sec.id == "examples":
            segs += _say(f"Follow along on {ear.practice()}.", "Put it in front of you.",
                         "Pause the recording now. Press play again when you are ready.") + _pause("act")
            for ex in spoken_examples:
                segs += ex
            if ear.practice_done():
                segs += _say(ear.practice_done()) + _pause()
            continue
        segs += _blocks_said(sec.blocks)
    segs += _say("That is all the rules. Have fun.")
    return segs


def _summary_script(game: Game, ear) -> list[Segment]:
    goal, turn, banned, ending = ear.summary()
    return ([Segment("chapter", "Quick reminder")] + _say(f"This is a quick reminder of {game.title}.", *goal) + _pause()
            + _say(*turn) + _pause() + _say(*banned) + _pause() + _say(*ending) + _pause()
            + _say(ear.summary_scribe()))  # said, not printed: the printed card keeps to one page
