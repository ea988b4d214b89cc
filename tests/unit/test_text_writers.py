"""Text writers and caption timing on a small hand-built game: no audio, no browser, no PDF."""

from __future__ import annotations

import re

import pytest

from accessible_kits.compose import compose
from accessible_kits.games import parse_game
from accessible_kits.model import Segment
from accessible_kits.profile import load_profile
from accessible_kits.writers import recording, rules_text, spoken
from rule_texts import SMALL


@pytest.fixture(scope="module")
def kit():
    return compose(parse_game(SMALL, "tiny.toml"), load_profile("standard"))


def test_rule_card_text_is_plain_and_short_lined(kit):
    text = rules_text.rules_text(kit)
    lines = text.splitlines()
    assert lines[0] == "Tiny corner"
    assert max(map(len, lines)) <= rules_text.WIDTH
    for sec in kit.sections:
        assert sec.heading in lines, f"heading {sec.heading!r} on a line of its own"
    assert "Example 1: One turn" in lines
    assert not re.search(r"[│┃═─■□●○►▶★]", text), "no drawing characters for a screen reader to spell out"
    steps = [int(m) for m in re.findall(r"^(\d+)\. ", text, re.M)]
    assert steps and steps[0] == 1


def test_the_example_is_the_one_the_engine_replayed(kit):
    text = " ".join(rules_text.rules_text(kit).split())
    assert "B1" in text and "4 cells" in text, "the move and its effect, as the engine counted it"
    assert "6" in " ".join(rules_text.host_text(kit).split()), "the host key gives the cell count"


def test_summary_and_host_key_are_apart(kit):
    summary, host = rules_text.summary_text(kit), rules_text.host_text(kit)
    assert summary.startswith("Tiny corner: quick reference\n")
    assert host.startswith("Tiny corner: host key\n")
    assert "Host key" not in rules_text.rules_text(kit)


def test_spoken_plan_puts_one_silence_between_sentences(kit):
    p = load_profile("standard")
    items = spoken.plan(kit.script, p)
    assert items[0][0] == "say" and items[-1][0] == "say"
    gaps, gap, splits = [], 0, 0
    for kind, value, _ in items:
        if kind == "say":
            if gap:
                gaps.append(gap)
            gap = 0
        elif kind == "pause":
            gap += value
        else:
            splits += 1
    s = p.speech
    assert len(gaps) == sum(1 for k, _, _ in items if k == "say") - 1, "a silence between every two sentences"
    assert set(gaps) <= {s.sentence_pause, s.step_pause, 2 * s.step_pause}
    assert 2 * s.step_pause in gaps, "the scribe gets a longer wait to mark the sheet"
    chapters = sum(1 for seg in kit.script if seg.kind == "chapter")
    assert splits == chapters - 1, "each chapter after the first starts inside the silence before it"


def test_a_chapter_starts_with_its_heading_said():
    p = load_profile("standard")
    segs = (Segment("chapter", "Goal"), Segment("say", "Take the last cell."))
    assert [v for k, v, _ in spoken.plan(segs, p) if k == "say"] == ["Goal.", "Take the last cell."]
    said = (Segment("chapter", "Goal"), Segment("say", "Goal: take the last cell."))
    assert [v for k, v, _ in spoken.plan(said, p) if k == "say"] == ["Goal: take the last cell."], "not said twice"


def test_timeline_counts_samples_exactly():
    p = load_profile("standard")
    segs = (
        Segment("chapter", "Start"),
        Segment("say", "Start here."),
        Segment("pause", pause="act"),
        Segment("say", "Two."),
    )
    sr = 1000
    cues, chapters = recording.timeline(segs, p, [500, 700], sr)
    lead = recording.LEAD_MS / 1000
    wait = 2 * p.speech.step_pause / 1000
    assert [(c.start, c.end) for c in cues] == [(lead, lead + 0.5), (lead + 0.5 + wait, lead + 0.5 + wait + 0.7)]
    assert chapters[0].start == lead and chapters[0].end == cues[-1].end


def test_vtt_is_well_formed_and_escaped():
    text = spoken.vtt([spoken.Cue(0.3, 1.25, "A --> B & <c>"), spoken.Cue(3723.0, 3724.5, "Two\n\nlines")])
    blocks = text.split("\n\n")
    assert blocks[0] == "WEBVTT"
    assert blocks[1] == "1\n00:00:00.300 --> 00:00:01.250\nA --&gt; B &amp; &lt;c&gt;"
    assert blocks[2] == "2\n01:02:03.000 --> 01:02:04.500\nTwo\nlines\n", "a blank line inside a cue would end it"


def test_script_text_marks_pauses_for_a_human_reader(kit):
    p = load_profile("standard")
    text = spoken.script_text("Tiny corner: spoken rules", kit.script, p)
    assert "[wait]" in text and "[pause]" in text
    assert "Where it says [wait], stop until the scribe says done." in text, (
        "a reader waits for the scribe, not a clock"
    )
    assert f"stop for {2 * p.speech.step_pause / 1000:g} seconds" not in text


def test_the_note_for_the_reader_aloud_is_marked_and_never_spoken(kit):
    """The script's first lines are a note for the person reading aloud, opened and closed in words
    before the first heading (a cold reader, round 9, took "Read this aloud" for the rules); the SSML
    another engine speaks, made from the same segments, holds none of it."""
    p = load_profile("standard")
    lines = spoken.script_text("Tiny corner: spoken rules", kit.script, p).splitlines()
    start, end = lines.index(spoken.NOTE_OPEN), lines.index(spoken.NOTE_CLOSE)
    assert start == 2 and end > start + 3 and lines[end + 1 : end + 3] == ["", ""]
    note = lines[start : end + 1]
    assert lines[:start] == ["Tiny corner: spoken rules", ""]  # only the title comes before it
    ssml = spoken.ssml(kit.script, p)
    assert all(line not in ssml for line in note) and "reading aloud" not in ssml


def test_the_script_says_the_rule_cards_sentences_by_id(kit):
    """One sentence, two forms: each sentence of a spoken section is said under its own id, in the
    order it is printed, and in words where the card prints digits; what is only said (the welcome,
    the scribe's cues) is a sentence of its own."""
    from accessible_kits.compose.script import NOT_SPOKEN
    from accessible_kits.model import Bullets, Para, Steps

    said = [seg for seg in kit.script if seg.kind == "say"]
    assert len({seg.id for seg in said}) == len(said) and all(seg.id for seg in said)
    by_id = {seg.id: n for n, seg in enumerate(said)}
    printed = [
        s
        for sec in kit.sections
        if sec.id not in NOT_SPOKEN | {"examples"}
        for b in sec.blocks
        if isinstance(b, (Para, Steps, Bullets))
        for line in ([b.line] if isinstance(b, Para) else b.lines)
        for s in line.sentences
    ]
    assert [by_id[s.id] for s in printed] == sorted(by_id[s.id] for s in printed), "said in the printed order"
    assert all(said[by_id[s.id]].text == s.said for s in printed)
    board = next(s for s in printed if s.text.startswith("The board has 3 columns"))
    assert board.said.startswith("The board has three columns"), board
    steps = [s for line in kit.examples[0].steps for s in line.sentences]
    assert {s.id for s in steps} <= set(by_id), "the worked example's steps are said too"
    only_said = set(by_id) - {s.id for s in printed} - {s.id for s in steps}
    assert any(said[by_id[i]].text.startswith("Welcome to Tiny corner") for i in only_said)


def test_two_writers_may_not_declare_one_file_and_a_writer_only_reads(kit):
    """The kit's files are each one writer's: a second writer declaring one is refused by name.
    A writer gets a read-only view of the kit's products, not the files of the others."""
    import dataclasses

    from accessible_kits.options import BuildOptions
    from accessible_kits.pipeline import DuplicateFile, Products, View, write_kit

    twice = [("first", "accessible_kits.writers.rules_text", ""), ("second", "accessible_kits.writers.rules_text", "")]
    with pytest.raises(DuplicateFile) as caught:
        write_kit(kit, load_profile("standard"), BuildOptions(audio="off"), writers=twice)
    assert (caught.value.writer, caught.value.name) == ("second", "rules.txt")
    view = View(Products(kit, load_profile("standard"), BuildOptions(audio="off")))
    assert view.recording("rules") is None, "no audio asked for: no recording"
    assert not hasattr(view, "files")
    with pytest.raises(dataclasses.FrozenInstanceError):
        view._products = None  # type: ignore[misc, assignment]  # the write the types forbid, refused at run time


def test_a_number_ending_a_sentence_never_starts_a_line_where_it_reads_as_a_step():
    from accessible_kits.writers.rules_text import WIDTH, _wrap

    said = "A match is two rounds; one win each is shared. Choose who starts round 1. The other starts round 2."
    lines = _wrap(said)
    assert " ".join(lines) == said and all(len(line) <= WIDTH for line in lines)
    assert not any(line.split()[0].rstrip(".").isdigit() for line in lines), lines
