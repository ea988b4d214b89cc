"""Compose: game (checked by its engine) + profile -> sheet plan -> format-neutral Kit.

One skeleton walks the sections and the replayed examples once. Each family supplies only its
wording (a class in its family's package, accessible_kits/families), written as functions of a voice. The
skeleton runs it once, with a Twin voice, and makes every sentence once from its words
(compose/sentences.py): printed and spoken forms together, with one id, so the rule card, the
spoken script, the recording and the talking book all hold the same sentences. Every count
about the sheets is read from the plan the pages are drawn from.
"""

from __future__ import annotations

from accessible_kits import families
from accessible_kits.compose import common, sheet_words
from accessible_kits.compose.drafts import Bullets, Draft, Para, Steps
from accessible_kits.compose.script import said, script, spoken_step, summary_script
from accessible_kits.compose.sentences import Sentences
from accessible_kits.compose.words import Twin, Voice, column_words, printed
from accessible_kits.errors import KitError
from accessible_kits.games import Game, start_position
from accessible_kits.model import RAISED_SHEETS_FILE, Example, ExampleBlock, Kit, Segment, SheetPlan
from accessible_kits.profile import Profile


def blank_set(game: Game) -> tuple[tuple, int, tuple]:
    """What the plan lays out: the blank play boards, how many a sheet should hold, the pieces."""
    family = families.family(game.family).wording()
    boards, wanted = family.blank_boards(game)
    return boards, wanted, family.piece_set(game)


def _column_names(game: Game, profile: Profile, columns: int):
    setting = profile.speech.column_names
    if columns and not isinstance(setting, str) and len(setting) < columns:
        raise KitError(
            f"{profile.source}: speech.column_names: {game.title} has {columns} columns, "
            f"but the list gives {len(setting)} words; give one word for each column"
        )
    return column_words(setting, columns) if columns else None


def compose(game: Game, profile: Profile, plan: SheetPlan | None = None) -> Kit:
    """The kit: its sentences made once, its boards, its spoken scripts, and its words written from
    `plan` (the plan step's board sheets, accessible_kits.plan; worked out here when not given)."""
    family = families.family(game.family).wording()
    boards, wanted, pieces = blank_set(game)
    if plan is None:
        from accessible_kits.plan import sheet_plan

        plan = sheet_plan(game, profile, boards, wanted, pieces)
    names = _column_names(game, profile, family.columns(game))
    w = family(game, profile, plan, Twin(touch=profile.braille))
    say = Sentences(Voice(ear=True, column_names=names))
    examples, spoken_examples, host = _examples(game, w, say)
    tagline = say.line(w.tagline())
    labels = [b.label for b in boards]
    record = w.record()  # the sheet the record pages are drawn from, and the scribe's words read
    pages = 0 if w.touch else _summary_pages(w, say, Kit(game.id, game.title, tagline, (), (), boards, plan), profile)
    models = _models(game, profile)
    drafts = _sections(w, plan, labels, names, examples, record=record, summary_pages=pages)
    sections = tuple(say.section(d) for d in (*drafts[:-1], *_model_drafts(game, w, models), drafts[-1]))
    summary, (goal, turn, banned, ending) = _summary(w, say)
    host_facts: dict[str, str] = {}
    for fact in w.host_lines() + host:  # a fact once, even if two examples share it
        host_facts.setdefault(printed(fact), fact)
    host_key = (
        say.section(common.section("host", "Host key", Para(common.HOST_NOTE), Bullets(tuple(host_facts.values())))),
    )
    return Kit(
        game_id=game.id,
        title=game.title,
        tagline=tagline,
        sections=sections,
        summary=summary,
        boards=boards,
        plan=plan,
        pieces=pieces,
        examples=tuple(examples),
        script=tuple(script(game, w, say, tagline=tagline, sections=sections, spoken_examples=spoken_examples)),
        summary_script=tuple(summary_script(game, w, say, (goal, turn, banned, ending))),
        record_sheets=(record, common.match_record(w.match_columns())),
        host_key=host_key,
        models=models,
    )


def _models(game: Game, profile: Profile):
    """The kit's 3D models (solids.Model) when the profile asks for them, else None."""
    if not profile.models_3d:
        return None
    from accessible_kits import solids

    return solids.model(game, profile)


def _model_drafts(game: Game, w, models) -> list[Draft]:
    """The sections about the 3D models, before the last (printing the sheets); none without them."""
    if models is None:
        return []
    from accessible_kits.compose import solid_words

    return solid_words.drafts(game, w.v, models)


def _summary(w, say: Sentences) -> tuple[tuple, tuple]:
    """The quick reference's sections, and its four parts as lines (the spoken reminder says them)."""
    goal, turn, banned, ending = (say.lines(part) for part in w.summary())
    drafts = (
        common.section("goal", "Goal", *(Para(t) for t in goal)),
        common.section("turn", "A turn", Steps(tuple(turn))),
        common.section("not-allowed", "Not allowed", Bullets(tuple(banned))),
        common.section("ending", "The end", *(Para(t) for t in ending)),
    )
    return tuple(say.section(d) for d in drafts), (goal, turn, banned, ending)


def _summary_pages(w, say: Sentences, bare: Kit, profile: Profile) -> int:
    """The quick reference's pages as drawn, for the print kit's words about them: its printed
    words made by a maker of their own (the kit's sentence ids stay in reading order) and set on
    pages as render.pages sets them. `bare`: the kit without its sections yet."""
    from dataclasses import replace

    from accessible_kits.render.pages import summary_page_count

    return summary_page_count(replace(bare, summary=_summary(w, Sentences(say.ear))[0]), profile)


def _examples(game: Game, w, say: Sentences) -> tuple[list[Example], list[list[Segment]], list[str]]:
    """Each worked example as printed (its steps and diagrams) and as said (with the scribe's
    waits), from one replay and one set of sentences; and the host's fact for each step."""
    examples, spoken, host = [], [], []
    practice = game.engine.initial()  # what the practice board shows as the listener follows along
    for ex, results in zip(game.examples, game.replays, strict=True):  # a replay an example
        pos = results[0].before if results else start_position(game, ex)
        heading = say.line(f"Example: {ex.title}.")
        start_lines, first = w.example_start(ex, pos)
        start = say.lines(start_lines)
        lines, diagrams = list(start), [first] if first is not None else []
        follow = w.board_of(pos) == w.board_of(practice)  # marks cannot be undone: else just listen
        segs = said(heading, *start)
        if not follow:
            segs += said(say.line("This example starts from another board. Just listen. Do not mark anything."))
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
        end = say.lines(end_lines)
        lines += end
        segs += said(*end)
        if end_diagram is not None:
            diagrams.append(end_diagram)
        examples.append(Example(ex.title, heading, tuple(lines), tuple(diagrams)))
        spoken.append(segs)
    return examples, spoken, host


def _sections(w, plan: SheetPlan, labels: list[str], names, examples: list[Example], *, record, summary_pages: int):
    """The rule card's sections, as the wording writes them; `record` is the record sheet (its
    tick boxes are named), `summary_pages` the quick reference's pages as drawn."""
    v = w.v
    low, high = w.game.minutes
    need = [*w.need(), f"About {v.num(low)} to {v.num(high)} minutes."]
    pieces = w.pieces()
    readback: tuple[str, str] = w.readback()  # what the scribe says back, and an example of it
    out = [
        common.section("need", "What you need", Bullets(tuple(need))),
        sheet_words.sheets_section(v, plan, labels, bool(pieces), _raised(w), summary_pages=summary_pages),
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
        common.scribe_section(
            v, w.announce(), *readback, w.refusal(), record=record, by_hand=w.by_hand(), touch=w.lay()
        ),
        common.mistakes_section(v, w.wrong_place(), ("piece" if pieces else "token") if w.touch else ""),
    ]
    if examples:
        out.append(_examples_section(w, examples))
    out.append(common.match_section(v, w.fresh(), w.match_extra()))
    out += w.extras()
    out.append(common.print_section(v, _raised(w)[0] if w.touch else ""))
    return tuple(out)


def _examples_section(w, examples: list[Example]) -> Draft:
    """The worked examples; on a tactile kit, with the titles of their raised diagrams."""
    blocks: list = (
        [
            Para(
                "The raised diagram sheets show the examples. Each diagram has a braille title "
                "with the number of its example."
            )
        ]
        if w.touch
        else []
    )
    for n, x in enumerate(examples, 1):
        blocks.append(ExampleBlock(x))
        if w.touch and x.diagrams:  # the titles a braille reader feels for on the diagram sheets
            blocks.append(Para(common.diagram_titles(w.v, n, [d.label for d in x.diagrams])))
    return common.section("examples", "Worked examples", *blocks)


def _raised(w):
    """A tactile kit's raised sheets: the swell PDF's name (model.RAISED_SHEETS_FILE) and the tokens
    (from the count the token pages are drawn with)."""
    if not w.touch:
        return None
    from accessible_kits.render import drawers

    boards, _ = w.blank_boards(w.game)
    return (RAISED_SHEETS_FILE, *drawers.token_count(boards))
